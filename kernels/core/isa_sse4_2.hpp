#pragma once
// What xsimd 8.1 lacks on SSE4.2, for kernels/core/lanes4.hpp: SSE has no per-lane variable
// shift (xsimd falls back to a scalar loop whose shift by 64 is undefined), so a shift by two
// compile-time counts is two immediate shifts and a blend. Include only where __SSE4_2__ is set.

#include <immintrin.h>

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/tier.hpp"

namespace bitbench::isa {
inline namespace BITBENCH_TIER {

// Returns `x` shifted by kCount bits, toward higher bits when kLeft; 64 or more gives 0.
template <bool kLeft, std::uint64_t kCount>
[[gnu::always_inline]] inline __m128i shift_both_lanes(__m128i x) {
  if constexpr (kCount >= 64) {
    return _mm_setzero_si128();
  } else if constexpr (kLeft) {
    return _mm_slli_epi64(x, kCount);
  } else {
    return _mm_srli_epi64(x, kCount);
  }
}

// Returns lane i of `x` shifted by kCounts[i] bits, toward higher bits when kLeft; a count of
// 64 or more gives 0.
template <bool kLeft, std::array<std::uint64_t, 2> kCounts>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::sse4_2> shift_lanes(
    xsimd::batch<std::uint64_t, xsimd::sse4_2> x) {
  const __m128i low = shift_both_lanes<kLeft, kCounts[0]>(x);
  if constexpr (kCounts[0] == kCounts[1]) return low;
  const __m128i high = shift_both_lanes<kLeft, kCounts[1]>(x);
  return _mm_blend_epi16(low, high, 0xf0);
}

// Returns lane i of `x` shifted by lane i of `counts` bits, toward higher bits when kLeft; a
// count of 64 or more gives 0. psllq and psrlq shift both lanes by the low lane's count.
template <bool kLeft>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::sse4_2> shift_lanes_by(
    xsimd::batch<std::uint64_t, xsimd::sse4_2> x,
    xsimd::batch<std::int64_t, xsimd::sse4_2> counts) {
  const __m128i high_count = _mm_unpackhi_epi64(counts, counts);
  const __m128i low = kLeft ? _mm_sll_epi64(x, counts) : _mm_srl_epi64(x, counts);
  const __m128i high = kLeft ? _mm_sll_epi64(x, high_count) : _mm_srl_epi64(x, high_count);
  return _mm_blend_epi16(low, high, 0xf0);
}

// Returns the OR of the two 64-bit lanes of `x`.
[[gnu::always_inline]] inline std::uint64_t or_of_lanes(
    xsimd::batch<std::uint64_t, xsimd::sse4_2> x) {
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}

// Returns byte i of `x`'s 16 bytes chosen by byte i of `control` (0x80: zero): pshufb.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::sse4_2> shuffle_bytes(
    xsimd::batch<std::uint64_t, xsimd::sse4_2> x,
    xsimd::batch<std::uint64_t, xsimd::sse4_2> control) {
  return _mm_shuffle_epi8(x, control);
}

// Returns in each 64-bit lane the sum of its 8 bytes: psadbw against zero.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::sse4_2> sum_bytes(
    xsimd::batch<std::uint64_t, xsimd::sse4_2> x) {
  return _mm_sad_epu8(x, _mm_setzero_si128());
}

// Returns bytes [kBytes, kBytes + 16) of the 32 bytes `high`:`low`: palignr.
template <int kBytes>
[[gnu::always_inline]] inline xsimd::batch<std::uint16_t, xsimd::sse4_2> bytes_joined(
    xsimd::batch<std::uint16_t, xsimd::sse4_2> high,
    xsimd::batch<std::uint16_t, xsimd::sse4_2> low) {
  return _mm_alignr_epi8(high, low, kBytes);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::isa
