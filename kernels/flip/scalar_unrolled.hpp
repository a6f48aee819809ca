#pragma once
// Othello flip by the no-loop method of the document "bitboard反転パターン取得" (seed 000), on
// N x N boards: in each of the 8 directions, a ladder of nested tests on runs of 1 to N - 2
// opponent discs, unrolled at compile time.

#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::unrolled {
inline namespace BITBENCH_TIER {

// Returns the discs flipped in the direction of kShift, given that the squares 1 to kDistance - 1
// steps from the move hold opponent discs: `run` holds them, `square` is kDistance steps from the
// move. `run_opp` holds the opponent discs a run may cross in that direction (sentinel-masked for
// the directions that move a column).
template <int N, int kShift, int kDistance>
Board<N> flip_from(const Board<N>& square, const Board<N>& run, const Board<N>& own,
                   const Board<N>& run_opp) {
  // After N - 2 opponent discs, the next square is the last one a flipping run can reach.
  if constexpr (kDistance < N - 1) {
    if (square & run_opp) {
      return flip_from<N, kShift, kDistance + 1>(shift_by<kShift>(square), run | square, own,
                                                 run_opp);
    }
  }
  return (square & own) ? run : Board<N>{};
}

struct Direction {
  template <int N, int kShift>
  static Board<N> flips(const Board<N>& move, const Board<N>& own, const Board<N>& run_opp) {
    return flip_from<N, kShift, 1>(shift_by<kShift>(move), Board<N>{}, own, run_opp);
  }
};

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = kKernelByDirection<Direction>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::unrolled
