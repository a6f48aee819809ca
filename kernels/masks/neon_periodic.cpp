// NEON periodic mask builder (kernels/masks/simd_periodic.hpp).

#include "masks/simd_periodic.hpp"

namespace bitbench::masks {
extern const Implementation neon_periodic = at_every_width(
    []<int kWidth> { return &periodic_lanes::mask<xsimd::neon64, kWidth>; },
    {"neon_periodic",
     "NEON, 2 words per vector: each lane the 64-bit window at its phase (64k) mod l of the "
     "pattern over 128 bits, by per-lane variable shifts; phases advance 128 mod l per vector",
     kTierNeon});

}  // namespace bitbench::masks
