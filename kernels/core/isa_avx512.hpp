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
// count of 64 or more gives 0, as vpsllvq and vpsrlvq define.
template <bool kLeft>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx512bw> shift_lanes_by(
    xsimd::batch<std::uint64_t, xsimd::avx512bw> x,
    xsimd::batch<std::int64_t, xsimd::avx512bw> counts) {
  return kLeft ? _mm512_sllv_epi64(x, counts) : _mm512_srlv_epi64(x, counts);
}

// Returns byte i of each 128-bit lane of `x` chosen by byte i of `control` within that lane
// (0x80: zero): vpshufb.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx512bw> shuffle_bytes(
    xsimd::batch<std::uint64_t, xsimd::avx512bw> x,
    xsimd::batch<std::uint64_t, xsimd::avx512bw> control) {
  return _mm512_shuffle_epi8(x, control);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::isa
