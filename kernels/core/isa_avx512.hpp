#pragma once
// What xsimd 8.1 lacks on AVX-512 (512-bit vectors), for the kernels that take whole 512-bit
// batches. Include only where __AVX512BW__ is set.

#include <immintrin.h>

#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/tier.hpp"

namespace bitbench::isa {
inline namespace BITBENCH_TIER {

// Returns lane i of `x` shifted by lane i of `counts` bits, toward higher bits when kLeft; a
// count of 64 or more gives 0, as vpsllvq and vpsrlvq define. The zero-masked forms with every
// lane kept: g++ 12 takes the plain forms' undefined pass-through for an uninitialized read
// (GCC bug 105593).
template <bool kLeft>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx512bw> shift_lanes_by(
    xsimd::batch<std::uint64_t, xsimd::avx512bw> x,
    xsimd::batch<std::int64_t, xsimd::avx512bw> counts) {
  constexpr __mmask8 kEveryLane = 0xff;
  return kLeft ? _mm512_maskz_sllv_epi64(kEveryLane, x, counts)
               : _mm512_maskz_srlv_epi64(kEveryLane, x, counts);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::isa
