// SSE4.2 flip with a parallel-prefix fill (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation sse42_ppfill =
    at_sides<4, 6, 8>([]<int N> { return &ppfill::flips<xsimd::sse4_2, N>; },
                      moves::koggestone_lanes::kPartner<xsimd::sse4_2, "sse42_koggestone">,
                      {"sse42_ppfill",
                       "SSE4.2, 8 rays in 2 x 4 lanes, each in two 128-bit vectors: lowest "
                       "outflank by x & -x, highest by a 2-3 shift prefix smear",
                       kTierSse42});

}  // namespace bitbench::flip
