// AVX-512 periodic mask builder (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation avx512_periodic = at_every_width(
    []<int kWidth> { return &periodic_lanes::mask<xsimd::avx512bw, kWidth>; },
    {"avx512_periodic",
     "AVX-512, 8 words per vector: each lane the 64-bit window at its phase (64k) mod l of the "
     "pattern over 128 bits, by per-lane variable shifts; phases advance 512 mod l per vector",
     kTierAvx512});

}  // namespace bitbench::masks
