// Legal moves by Kogge-Stone fill on AVX-512 (kernels/moves/simd_koggestone.hpp).

#include "flip/simd_partner.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
extern const Implementation avx512_koggestone =
    koggestone_lanes::Kernel::implementation<xsimd::avx512bw, "avx512_koggestone">(
        flip::partner::kSimd<xsimd::avx512bw, "avx512_acepck">, kTierAvx512);
}  // namespace bitbench::moves
