#pragma once
// Othello flip by the branch-free method of the document "bitboard反転パターン取得" (seed 000), in
// its faster form with fewer variables, on N x N boards: in each of the 8 directions, the runs of
// opponent discs that start at the move (e1..e<N-2>) meet the runs that end at an own disc
// (accumulated in one variable), and each meeting square is flipped.

#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::branchless {
inline namespace BITBENCH_TIER {

// Returns the discs flipped in the direction of kShift by the runs of kDistance or more opponent
// discs, given e<kDistance - 1> in `previous_e` (the move for kDistance = 1). `run_opp` holds the
// opponent discs a run may cross in that direction (sentinel-masked for the directions that move
// a column).
//
// e<i> is the square i steps from the move when the first i squares all hold opponent discs. The
// recursion computes e<kDistance> on its way down to e<N-2>. `closed` is set on the way back up: it
// holds the opponent discs that reach an own disc in j steps away from the move, over opponent
// discs only, and grows from j = 1 to j <= 2 and so on, so that e<i> is tested once it covers
// j <= N - 1 - i, which takes in every run of 1 to N - 2 opponent discs.
template <int N, int kShift, int kDistance>
Board<N> flip_runs(const Board<N>& previous_e, const Board<N>& own, const Board<N>& run_opp,
                   Board<N>& closed) {
  const Board<N> e = shift_by<kShift>(previous_e) & run_opp;
  if constexpr (kDistance == N - 2) {
    closed = shift_by<-kShift>(own) & run_opp;
    return e & closed;
  } else {
    const Board<N> flipped = flip_runs<N, kShift, kDistance + 1>(e, own, run_opp, closed);
    closed |= shift_by<-kShift>(closed) & run_opp;
    return flipped | (e & closed);
  }
}

struct Direction {
  template <int N, int kShift>
  static Board<N> flips(const Board<N>& move, const Board<N>& own, const Board<N>& run_opp) {
    Board<N> closed;
    return flip_runs<N, kShift, 1>(move, own, run_opp, closed);
  }
};

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = kKernelByDirection<Direction>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::branchless
