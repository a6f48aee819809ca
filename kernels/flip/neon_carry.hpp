#pragma once
// Shared by the NEON flips after Edax's flip_neon_* (T. Okuhara: flip_neon_rbit.c,
// flip_neon_lzcnt.c, flip_neon_bitscan.c), on N x N boards up to 8x8: the 4 rays toward higher
// bits in 4 x uint64 lanes (two NEON vectors, kernels/core/lanes4.hpp), each flipped by carry
// propagation. Include only in neon_ files.

#include <xsimd/xsimd.hpp>

#include "core/tier.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::neon_carry {
inline namespace BITBENCH_TIER {

using Lanes = simd_rays::Lanes4<xsimd::neon64>;

// Returns the flips along 4 rays toward higher bits, one per lane. In opp | ~ray every bit off
// the ray is set, so adding 1 carries through the ray's opponent discs and stops at the first
// ray square without one: the outflank, kept when it is an own disc. One less is the ray
// squares below it; UQSUB's saturation leaves 0 when there is no outflank.
[[gnu::always_inline]] inline Lanes flips_by_carry(Lanes own, Lanes opp, Lanes ray) {
  const Lanes carried =
      (opp | ~ray).each_vector([](auto lane) { return lane + decltype(lane)(1); });
  const Lanes outflank = carried & own & ray;
  return outflank.each_vector([](auto lane) { return xsimd::ssub(lane, decltype(lane)(1)); }) & ray;
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::neon_carry
