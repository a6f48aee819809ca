// SSE4.2 flip with a smeared own-disc compare (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation sse42_acepck =
    at_sides<4, 6, 8>([]<int N> { return &acepck::flips<xsimd::sse4_2, N>; },
                      moves::koggestone_lanes::kPartner<xsimd::sse4_2, "sse42_koggestone">,
                      {"sse42_acepck",
                       "SSE4.2, 8 rays in 2 x 4 lanes, each in two 128-bit vectors: lowest "
                       "outflank by x & -x, own discs smeared and compared below",
                       kTierSse42});

}  // namespace bitbench::flip
