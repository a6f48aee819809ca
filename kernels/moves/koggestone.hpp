#pragma once
// Othello legal moves by Kogge-Stone occluded fill: in each of the 8 directions, the runs of
// opponent discs that start next to an own disc are filled by a parallel prefix, whose rounds
// extend them by 1, 2, 4, ... steps at once, so that ceil(log2(N - 2)) rounds reach the N - 2
// discs of the longest run. The last round repeats the previous jump when that reaches far
// enough (1, 2, 2 on 8x8), which spares a propagator mask. One more shift lands on the empty
// squares that close the runs.
//
// In a header: perft's pairs inline it (kernels/perft).

#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::koggestone {
inline namespace BITBENCH_TIER {

// Returns `runs` extended by up to kReach more steps of kShift bits over opponent discs, by the
// rounds of Kogge-Stone from the one that extends by kDistance steps. `crossable` holds the
// squares that end kDistance consecutive squares of opponent discs in the direction of kShift:
// a run may jump to them kDistance steps at once.
template <int kShift, int kReach, int kDistance, class Board>
Board extend_runs(const Board& runs, const Board& crossable) {
  const Board extended = runs | (shift_by<kShift * kDistance>(runs) & crossable);
  // The runs now reach 2 * kDistance - 1 steps further than where they started.
  if constexpr (2 * kDistance - 1 >= kReach) {
    return extended;
  } else if constexpr (3 * kDistance - 1 >= kReach) {
    // One more jump of kDistance steps reaches far enough: it needs no new `crossable`.
    return extended | (shift_by<kShift * kDistance>(extended) & crossable);
  } else {
    return extend_runs<kShift, kReach, 2 * kDistance>(
        extended, crossable & shift_by<kShift * kDistance>(crossable));
  }
}

struct Direction {
  template <int N, int kShift>
  static Board<N> moves(const Board<N>& own, const Board<N>& run_opp, const Board<N>& empty) {
    const Board<N> first_discs = shift_by<kShift>(own) & run_opp;
    const Board<N> runs = extend_runs<kShift, N - 3, 1>(first_discs, run_opp);
    return shift_by<kShift>(runs) & empty;
  }
};

// The kernel at every side, for its registration and for perft's pairs.
inline constexpr auto kKernel = kKernelByDirection<Direction>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::koggestone
