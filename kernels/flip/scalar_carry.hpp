#pragma once
// Othello flip by carry propagation on the rays toward higher bits, the idea of Edax's flip_carry,
// and by bit scan on the rays toward lower bits (kernels/flip/bitscan.hpp), on N x N boards. Past
// 8x8 the carry ripples across the words of the board.

#include "core/tier.hpp"
#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::carry {
inline namespace BITBENCH_TIER {

// Returns the discs flipped along `ray`, a ray from the move toward higher bits. In opp | ~ray
// every bit off the ray is set, so adding 1 carries up to the first ray square (as adding the
// ray's lowest bit would), on through the ray's opponent discs and the off-ray bits between them,
// and stops at the first ray square without an opponent disc: the outflank. Above it the sum is
// unchanged, so the outflank is the only own disc of the ray left in the sum.
template <int N>
Board<N> flip_toward_higher_by_carry(const Board<N>& own, const Board<N>& opp,
                                     const Board<N>& ray) {
  const Board<N> closing = ((opp | ~ray) + single_bit<Board<N>>(0)) & own & ray;
  // The ray squares below the outflank, or none when it does not close the run.
  return ray & below(closing);
}

template <int N>
Board<N> flip_scalar_carry(Board<N> own, Board<N> opp, int sq) {
  using bitscan::flip_toward_lower;
  const std::array<Board<N>, kDirections.size()>& rays = bitscan::kRays<N>[sq];
  return flip_toward_higher_by_carry<N>(own, opp, rays[0]) |
         flip_toward_higher_by_carry<N>(own, opp, rays[1]) |
         flip_toward_higher_by_carry<N>(own, opp, rays[2]) |
         flip_toward_higher_by_carry<N>(own, opp, rays[3]) |
         flip_toward_lower<N>(own, opp, rays[4]) | flip_toward_lower<N>(own, opp, rays[5]) |
         flip_toward_lower<N>(own, opp, rays[6]) | flip_toward_lower<N>(own, opp, rays[7]);
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flip_scalar_carry<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::carry
