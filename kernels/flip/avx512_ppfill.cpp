// AVX-512 flip with a parallel-prefix fill (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation avx512_ppfill = at_sides<4, 6, 8>(
    []<int N> { return &ppfill::flips<xsimd::avx512bw, N>; },
    moves::koggestone_lanes::kPartner<xsimd::avx512bw, "avx512_koggestone">,
    {"avx512_ppfill",
     "AVX-512, 8 rays in 2 x 4 lanes, each in one 256-bit vector with VL encodings: "
     "lowest outflank by x & -x, highest by a 2-3 shift prefix smear",
     kTierAvx512});

}  // namespace bitbench::flip
