// AVX2 flip with a smeared own-disc compare (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation avx2_acepck =
    at_sides<4, 6, 8>([]<int N> { return &acepck::flips<xsimd::avx2, N>; },
                      moves::koggestone_lanes::kPartner<xsimd::avx2, "avx2_koggestone">,
                      {"avx2_acepck",
                       "AVX2, 8 rays in 2 x 4 lanes, each in one 256-bit vector: lowest outflank "
                       "by x & -x, own discs smeared and compared below",
                       kTierAvx2});

}  // namespace bitbench::flip
