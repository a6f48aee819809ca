#pragma once
// What xsimd 8.1 lacks on AVX2, for kernels/core/lanes4.hpp, and for the 256-bit vectors of the
// AVX-512 tier, which are AVX2's with AVX-512VL encodings. Include only where __AVX2__ is set.

#include <immintrin.h>

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/tier.hpp"

namespace bitbench::isa {
inline namespace BITBENCH_TIER {

// Returns lane i of `x` shifted by kCounts[i] bits, toward higher bits when kLeft; a count of
// 64 or more gives 0, as vpsllvq and vpsrlvq define.
template <bool kLeft, std::array<std::uint64_t, 4> kCounts>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx2> shift_lanes(
    xsimd::batch<std::uint64_t, xsimd::avx2> x) {
  const __m256i counts = _mm256_setr_epi64x(kCounts[0], kCounts[1], kCounts[2], kCounts[3]);
  return kLeft ? _mm256_sllv_epi64(x, counts) : _mm256_srlv_epi64(x, counts);
}

// Returns lane i of `x` shifted by lane i of `counts` bits, toward higher bits when kLeft; a
// count of 64 or more gives 0.
template <bool kLeft>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx2> shift_lanes_by(
    xsimd::batch<std::uint64_t, xsimd::avx2> x, xsimd::batch<std::int64_t, xsimd::avx2> counts) {
  return kLeft ? _mm256_sllv_epi64(x, counts) : _mm256_srlv_epi64(x, counts);
}

// Returns the OR of the four 64-bit lanes of `x`: its 128-bit halves ORed, then their two lanes.
// vextracti128 rather than a lane-crossing vpermq, which is slower on AMD's Zen.
[[gnu::always_inline]] inline std::uint64_t or_of_lanes(
    xsimd::batch<std::uint64_t, xsimd::avx2> x) {
  const __m128i halves = _mm_or_si128(_mm256_castsi256_si128(x), _mm256_extracti128_si256(x, 1));
  return static_cast<std::uint64_t>(
      _mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))));
}

// Returns byte i of each 128-bit half of `x` chosen by byte i of `control` within that half
// (0x80: zero): vpshufb.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx2> shuffle_bytes(
    xsimd::batch<std::uint64_t, xsimd::avx2> x, xsimd::batch<std::uint64_t, xsimd::avx2> control) {
  return _mm256_shuffle_epi8(x, control);
}

#if defined(__GFNI__)
// Returns each 64-bit lane of `x` with its bits in reverse order: gf2p8affineqb by the matrix
// 0x8040201008040201 reverses the bits of each byte, vpshufb the bytes of each lane.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx2> mirrored(
    xsimd::batch<std::uint64_t, xsimd::avx2> x) {
  const __m256i reverse_bytes =
      _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
                       15, 14, 13, 12, 11, 10, 9, 8);
  return _mm256_shuffle_epi8(
      _mm256_gf2p8affine_epi64_epi8(x, _mm256_set1_epi64x(0x8040201008040201), 0), reverse_bytes);
}
#endif

// Returns in each 64-bit lane the sum of its 8 bytes: vpsadbw against zero.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::avx2> sum_bytes(
    xsimd::batch<std::uint64_t, xsimd::avx2> x) {
  return _mm256_sad_epu8(x, _mm256_setzero_si256());
}

// Returns the 16-bit lanes of `x` moved kLanes lanes toward higher lanes (kLanes < 0: lower),
// across the 128-bit halves, the lanes that leave dropped and zeros coming in: vpalignr against
// the half that vperm2i128 moves across (zeroing the other).
template <int kLanes>
[[gnu::always_inline]] inline xsimd::batch<std::uint16_t, xsimd::avx2> lanes_shifted(
    xsimd::batch<std::uint16_t, xsimd::avx2> x) {
  static_assert(kLanes > -8 && kLanes < 8 && kLanes != 0);
  if constexpr (kLanes > 0) {
    return _mm256_alignr_epi8(x, _mm256_permute2x128_si256(x, x, 0x08), 16 - 2 * kLanes);
  } else {
    return _mm256_alignr_epi8(_mm256_permute2x128_si256(x, x, 0x81), x, -2 * kLanes);
  }
}

// Returns the 16-bit lanes of `x` rotated kLanes lanes toward higher lanes (kLanes < 0: lower),
// kLanes in {2, 4, 8} either way: one lane-crossing permute (vpermd, vpermq, vperm2i128).
template <int kLanes>
[[gnu::always_inline]] inline xsimd::batch<std::uint16_t, xsimd::avx2> lanes_rotated(
    xsimd::batch<std::uint16_t, xsimd::avx2> x) {
  if constexpr (kLanes == 8 || kLanes == -8) {
    return _mm256_permute2x128_si256(x, x, 0x01);
  } else if constexpr (kLanes == 4 || kLanes == -4) {
    return _mm256_permute4x64_epi64(x, kLanes > 0 ? 0x93 : 0x39);
  } else {
    static_assert(kLanes == 2 || kLanes == -2);
    return _mm256_permutevar8x32_epi32(x, kLanes > 0 ? _mm256_setr_epi32(7, 0, 1, 2, 3, 4, 5, 6)
                                                     : _mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 0));
  }
}

// Returns bytes [kBytes, kBytes + 16) of the 32 bytes `high`:`low` in each 128-bit half:
// vpalignr.
template <int kBytes>
[[gnu::always_inline]] inline xsimd::batch<std::uint16_t, xsimd::avx2> bytes_joined(
    xsimd::batch<std::uint16_t, xsimd::avx2> high, xsimd::batch<std::uint16_t, xsimd::avx2> low) {
  return _mm256_alignr_epi8(high, low, kBytes);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::isa
