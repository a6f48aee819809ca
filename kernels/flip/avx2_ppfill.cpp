// AVX2 flip with a parallel-prefix fill (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation avx2_ppfill =
    at_sides<4, 6, 8>([]<int N> { return &ppfill::flips<xsimd::avx2, N>; },
                      moves::koggestone_lanes::kPartner<xsimd::avx2, "avx2_koggestone">,
                      {"avx2_ppfill",
                       "AVX2, 8 rays in 2 x 4 lanes, each in one 256-bit vector: lowest outflank "
                       "by x & -x, highest by a 2-3 shift prefix smear",
                       kTierAvx2});

}  // namespace bitbench::flip
