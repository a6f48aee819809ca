#pragma once
// Last-move flip count by bit scan along precomputed rays, the idea of Edax's
// count_last_flip_bitscan (the outflank by LS1B isolation, chessprogramming's "General Setwise
// Operations"), on N x N boards. The opponent holds every square but the player's and the empty
// one, so on each of the 8 rays from the empty square the run ends at the nearest player's disc:
// the lowest of `own & ray` (x & -x) toward higher bits, the highest (a reverse bit scan) toward
// lower bits. The ray squares between it and the empty square flip; the 8 rays' flips are joined
// and counted once.
//
// Each ISA tier instantiates the kernel in its own file: scalar_bitscan.cpp (bsr) and
// lzcnt_bitscan.cpp (lzcnt).

#include <bit>
#include <cstdint>

#include "core/square_scans.hpp"
#include "core/tier.hpp"
#include "last_flip/last_flip.hpp"
#include "last_flip/rays.hpp"

namespace bitbench::last_flip::bitscan {
inline namespace BITBENCH_TIER {

// Returns the discs flipped when the side holding `own` plays `sq`, the opponent holding every
// other square.
template <int N>
int count_flips(const Board<N>& own, int sq) {
  const rays::RayMasks<N>& rays = rays::kRays<N>[sq];
  Board<N> flipped{};
  for (int i = 0; i < rays::kHalf; ++i) {
    const Board<N> mine = own & rays.higher[i];
    flipped |= rays.higher[i] & below(mine & -mine);
  }
  for (int i = 0; i < rays::kHalf; ++i) {
    // The ray squares above the nearest player's disc; none when there is none.
    flipped |= rays.lower[i] & -(highest_square_or_none(own & rays.lower[i]) << 1);
  }
  return popcount(flipped);
}

// The kernel at every side.
inline constexpr auto kKernel = []<int N> { return &mover_or_opponent<N, count_flips<N>>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::bitscan
