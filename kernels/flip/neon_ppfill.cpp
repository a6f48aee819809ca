// NEON flip with a parallel-prefix fill (kernels/flip/simd_ppfill.hpp).

#include "flip/simd_ppfill.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
extern const Implementation neon_ppfill =
    at_sides<4, 6, 8>([]<int N> { return &ppfill::flips<xsimd::neon64, N>; },
                      moves::koggestone_lanes::kPartner<xsimd::neon64, "neon_koggestone">,
                      {"neon_ppfill",
                       "NEON, 8 rays in 2 x 4 lanes, each in two 128-bit vectors: lowest outflank "
                       "by x & -x, highest by a 2-3 shift prefix smear",
                       kTierNeon});

}  // namespace bitbench::flip
