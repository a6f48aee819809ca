#pragma once
// Othello legal moves by dumb7 fill, the legal-move half of the document "Implémenter le
// traitement de l'inversion à l'aide de BitBoard" (seed 001) carried to N x N boards: in each of
// the 8 directions, N - 2 masked shifts fill the runs of opponent discs that start next to an own
// disc, and one more shift lands on the empty squares that close them.

#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::shiftfill {
inline namespace BITBENCH_TIER {

struct Direction {
  template <int N, int kShift>
  static Board<N> moves(const Board<N>& own, const Board<N>& run_opp, const Board<N>& empty) {
    Board<N> run = shift_by<kShift>(own) & run_opp;
    for (int length = 2; length <= N - 2; ++length) run |= shift_by<kShift>(run) & run_opp;
    return shift_by<kShift>(run) & empty;
  }
};

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = kKernelByDirection<Direction>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::shiftfill
