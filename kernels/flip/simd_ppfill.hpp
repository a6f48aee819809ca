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

struct PrefixFill {
  static constexpr std::string_view kDescription =
      "8 rays in 2 x 4 lanes (two 128-bit vectors each on SSE4.2 and NEON): lowest outflank by "
      "x & -x, highest by a 2-3 shift prefix smear";

  // Returns the flips along the 4 rays toward lower bits, one per lane. The smear spans N - 2
  // steps, the whole of the longest ray: the outflank may be the first square of the ray, and
  // every square beyond it must be set.
  template <int N, class Arch>
  [[gnu::always_inline]] static Lanes4<Arch> flips(Lanes4<Arch> own, Lanes4<Arch> opp,
                                                   Lanes4<Arch> ray) {
    const Lanes4<Arch> outflank_and_beyond =
        simd_rays::smear_toward_lower_bits<N, N - 2>(ray & ~opp);
    const Lanes4<Arch> beyond_outflank =
        outflank_and_beyond.template shifted<false, simd_rays::lower_shifts<N>(0)>();
    // `own` last: the latency chain carries it (simd_rays::flips_toward_higher_bits).
    const Lanes4<Arch> outflank = (outflank_and_beyond & ~beyond_outflank).settled() & own;
    return ray & ~outflank_and_beyond & ~outflank.zero_lanes();
  }
};

using Kernel = simd_rays::RayKernel<PrefixFill>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::ppfill
