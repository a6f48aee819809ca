// AVX-512 flip with a smeared own-disc compare (kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation avx512_acepck = at_sides<4, 6, 8>(
    []<int N> { return &acepck::flips<xsimd::avx512bw, N>; },
    moves::koggestone_lanes::kPartner<xsimd::avx512bw, "avx512_koggestone">,
    {"avx512_acepck",
     "AVX-512, 8 rays in 2 x 4 lanes, each in one 256-bit vector with VL encodings: "
     "lowest outflank by x & -x, own discs smeared and compared below",
     kTierAvx512});

}  // namespace bitbench::flip
