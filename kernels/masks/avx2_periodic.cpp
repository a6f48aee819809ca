// AVX2 periodic mask builder (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation avx2_periodic = at_every_width(
    []<int kWidth> { return &periodic_lanes::mask<xsimd::avx2, kWidth>; },
    {"avx2_periodic",
     "AVX2, 4 words per vector: each lane the 64-bit window at its phase (64k) mod l of the "
     "pattern over 128 bits, by per-lane variable shifts; phases advance 256 mod l per vector",
     kTierAvx2});

}  // namespace bitbench::masks
