#pragma once
// SIMD flip with the rays toward lower bits mirrored, the idea of Edax's flip_avxgfni and
// flip_neon_rbit (T. Okuhara), on N x N boards up to 8x8: with the board's bits in reverse
// order (isa::mirrored: gf2p8affineqb and vpshufb on x86 with GFNI, RBIT and REV64 on NEON) the
// 4 rays toward lower bits run toward higher bits, so all 8 directions find their outflank as
// the lowest set bit of `ray & ~opp` (simd_rays::flips_toward_higher_bits), with neither a
// leading-zero count nor a smear; the lower half's flips are mirrored back. Instantiated by
// <isa>_mirrored.cpp.

#include "core/isa.hpp"
#include "core/tier.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::mirrored {
inline namespace BITBENCH_TIER {

using simd_rays::Lanes4;

struct MirroredLowerHalf {
  // Returns the flips along the 4 rays toward lower bits, one per lane. A board of fewer than 64
  // squares lands in the top bits when mirrored, its rays with it, which changes nothing.
  template <int N, class Arch>
  [[gnu::always_inline]] static Lanes4<Arch> flips(Lanes4<Arch> own, Lanes4<Arch> opp,
                                                   Lanes4<Arch> ray) {
    const auto mirror = [](Lanes4<Arch> lanes) {
      return lanes.each_vector([](auto vector) { return isa::mirrored(vector); });
    };
    return mirror(simd_rays::flips_toward_higher_bits(mirror(own), mirror(opp), mirror(ray)));
  }
};

using Kernel = simd_rays::RayKernel<MirroredLowerHalf>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::mirrored
