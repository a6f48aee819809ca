#pragma once
// Othello flip by the method of the document "Implémenter le traitement de l'inversion à l'aide de
// BitBoard" (seed 001), on N x N boards: in each of the 8 directions, N - 2 masked shifts fill the
// opponent runs that start next to an own disc, which tells whether the move ends one of them;
// then the same masked shifts walk back from the move over that run.

#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::shiftfill {
inline namespace BITBENCH_TIER {

// Returns `run` extended by kSteps masked shifts of kShift bits over `run_opp`, unrolled at compile
// time.
template <int N, int kShift, int kSteps>
Board<N> extend(const Board<N>& run, const Board<N>& run_opp) {
  if constexpr (kSteps == 0) {
    return run;
  } else {
    return extend<N, kShift, kSteps - 1>(run | (shift_by<kShift>(run) & run_opp), run_opp);
  }
}

struct Direction {
  // Returns the discs flipped by a run of opponent discs that goes from an own disc toward the move
  // in the direction of kShift. `run_opp` holds the opponent discs a run may cross in that
  // direction (sentinel-masked for the directions that move a column).
  template <int N, int kShift>
  static Board<N> flips(const Board<N>& move, const Board<N>& own, const Board<N>& run_opp) {
    const Board<N> run = extend<N, kShift, N - 3>(shift_by<kShift>(own) & run_opp, run_opp);
    // The move square is empty, so it is legal in this direction when the next step of a run lands
    // on it; `legal_move` is then the move, otherwise 0.
    const Board<N> legal_move = shift_by<kShift>(run) & move;
    return extend<N, -kShift, N - 3>(shift_by<-kShift>(legal_move) & run_opp, run_opp);
  }
};

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = kKernelByDirection<Direction>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::shiftfill
