#pragma once
// SIMD flip with a parallel-prefix fill ("ppfill"), after the AVX2 flips of Edax by Toshihiko
// Okuhara, on N x N boards up to 8x8, for any xsimd architecture: the 8 directions in two sets
// of 4 x uint64 lanes. Toward higher bits the outflank is the lowest set bit of `ray & ~opp`;
// toward lower bits it is the highest, found by smearing `ray & ~opp` along the ray with 3
// shifts (2 for N = 4) and keeping the one smeared bit nothing reaches. Instantiated by
// <isa>_ppfill.cpp.

#include "core/tier.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::ppfill {
inline namespace BITBENCH_TIER {

using simd_rays::Lanes4;

// Returns the flips along the 4 rays toward lower bits, one per lane. The smear spans N - 2
// steps, the whole of the longest ray: the outflank may be the first square of the ray, and
// every square beyond it must be set.
template <int N, class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> flips_toward_lower_bits(Lanes4<Arch> own,
                                                                   Lanes4<Arch> opp,
                                                                   Lanes4<Arch> ray) {
  const Lanes4<Arch> outflank_and_beyond = simd_rays::smear_toward_lower_bits<N, N - 2>(ray & ~opp);
  const Lanes4<Arch> beyond_outflank =
      outflank_and_beyond.template shifted<false, simd_rays::lower_shifts<N>(0)>();
  const Lanes4<Arch> outflank = outflank_and_beyond & ~beyond_outflank & own;
  return ray & ~outflank_and_beyond & ~outflank.zero_lanes();
}

template <class Arch, int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const Lanes4<Arch> own_lanes(own);
  const Lanes4<Arch> opp_lanes(opp);
  const Lanes4<Arch> higher =
      simd_rays::flips_toward_higher_bits(own_lanes, opp_lanes, Lanes4<Arch>::load(rays.higher));
  const Lanes4<Arch> lower =
      flips_toward_lower_bits<N>(own_lanes, opp_lanes, Lanes4<Arch>::load(rays.lower));
  // The rays of one square share no square: the lanes hold disjoint bits.
  return (higher | lower).sum();
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::ppfill
