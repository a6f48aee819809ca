// NEON flip with a smeared own-disc compare (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation neon_acepck =
    at_sides<4, 6, 8>([]<int N> { return &acepck::flips<xsimd::neon64, N>; },
                      moves::koggestone_lanes::kPartner<xsimd::neon64, "neon_koggestone">,
                      {"neon_acepck",
                       "NEON, 8 rays in 2 x 4 lanes, each in two 128-bit vectors: lowest outflank "
                       "by x & -x, own discs smeared and compared below",
                       kTierNeon});

}  // namespace bitbench::flip
