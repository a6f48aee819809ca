#pragma once
// Othello legal moves by dumb7 fill, the legal-move half of the document "Implémenter le
// traitement de l'inversion à l'aide de BitBoard" (seed 001) carried to N x N boards: in each of
// the 8 directions, N - 2 masked shifts fill the runs of opponent discs that start next to an own
// disc, and one more shift lands on the empty squares that close them.

#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::shiftfill {
inline namespace BITBENCH_TIER {

template <int N>
using BoardOf = typename SquareBoard<N>::Board;

// Returns the empty squares that close, kShift bits beyond its end, a run of opponent discs
// from `run_opp` that starts kShift bits beyond an own disc.
template <int N, int kShift>
BoardOf<N> moves_toward(const BoardOf<N>& own, const BoardOf<N>& run_opp, const BoardOf<N>& empty) {
  BoardOf<N> run = shift_by<kShift>(own) & run_opp;
  for (int length = 2; length <= N - 2; ++length) run |= shift_by<kShift>(run) & run_opp;
  return shift_by<kShift>(run) & empty;
}

template <int N>
BoardOf<N> moves_scalar_shiftfill(BoardOf<N> own, BoardOf<N> opp) {
  constexpr BoardOf<N> kBoard = SquareBoard<N>::all();
  const BoardOf<N> empty = ~(own | opp) & kBoard;
  return SquareBoard<N>::or_over_directions(opp, [&]<int kShift>(const BoardOf<N>& run_opp) {
    return moves_toward<N, kShift>(own, run_opp, empty);
  });
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &moves_scalar_shiftfill<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::shiftfill
