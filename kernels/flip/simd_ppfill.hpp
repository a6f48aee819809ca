#pragma once
// SIMD flip with a parallel-prefix fill ("ppfill"), after the AVX2 flips of Edax by Toshihiko
// Okuhara, on N x N boards up to 8x8, for any xsimd architecture: the 8 directions in two sets
// of 4 x uint64 lanes. Toward higher bits the outflank is the lowest set bit of `ray & ~opp`;
// toward lower bits it is the highest, found by smearing `ray & ~opp` along the ray with 3
// shifts (2 for N = 6, 1 for N = 4): shifted one step more, the smear covers every square
// beyond it. Instantiated by <isa>_ppfill.cpp.

#include "core/tier.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::ppfill {
inline namespace BITBENCH_TIER {

using simd_rays::Lanes4;

struct PrefixFill {
  // Returns the flips along the 4 rays toward lower bits, one per lane. The squares beyond the
  // nearest one not held by the opponent are `ray & ~opp` smeared and shifted one step. That
  // square may be the first of the longest ray, with N - 2 squares beyond it: the shift covers
  // the first of them, so the smear spans N - 3 steps. The rest is as toward higher bits
  // (simd_rays::flips_toward_higher_bits), `own` last.
  template <int N, class Arch>
  [[gnu::always_inline]] static Lanes4<Arch> flips(Lanes4<Arch> own, Lanes4<Arch> opp,
                                                   Lanes4<Arch> ray) {
    const Lanes4<Arch> beyond_outflank =
        simd_rays::smear_toward_lower_bits<N, N - 3>(ray & ~opp)
            .template shifted<false, simd_rays::lower_shifts<N>(0)>();
    const Lanes4<Arch> up_to_outflank = (ray & ~beyond_outflank).settled();
    const Lanes4<Arch> without_own = up_to_outflank & ~own;
    return without_own & ~without_own.equal_lanes(up_to_outflank);
  }
};

using Kernel = simd_rays::RayKernel<PrefixFill>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::ppfill
