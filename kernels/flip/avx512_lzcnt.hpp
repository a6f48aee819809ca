#pragma once
// AVX-512 flip with the 8 directions in one 512-bit vector, after the AVX-512CD flip of Edax by
// Toshihiko Okuhara: a square's 8 rays (simd_rays::RayMasks, one cache line) load as one vector;
// the nearest square of each ray that the opponent does not hold is its lowest set bit toward
// higher bits and, by vplzcntq, its highest toward lower bits; mask registers pick the half and
// the rays whose nearest such square is an own disc.

#include <immintrin.h>

#include <cstdint>

#include "core/tier.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::rays512 {
inline namespace BITBENCH_TIER {

// Lanes 4 to 7 of a RayMasks walk toward lower bits.
constexpr __mmask8 kTowardLowerBits = 0xf0;

template <int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const __m512i ray = _mm512_load_si512(&simd_rays::kRays<N>[sq]);
  const __m512i own_lanes = _mm512_set1_epi64(static_cast<long long>(own));
  const __m512i not_opp = _mm512_andnot_si512(_mm512_set1_epi64(static_cast<long long>(opp)), ray);
  // The squares from the move to the nearest square the opponent does not hold, that square
  // included: up to the lowest set bit, x ^ (x - 1), toward higher bits; from the highest set
  // bit up, the sign bit shifted arithmetically by the leading zeros, toward lower bits. A ray
  // without such a square gives all ones either way, and the whole ray then holds no own disc.
  const __m512i up_to_lowest =
      _mm512_xor_si512(not_opp, _mm512_sub_epi64(not_opp, _mm512_set1_epi64(1)));
  const __m512i from_highest =
      _mm512_srav_epi64(_mm512_set1_epi64(INT64_MIN), _mm512_lzcnt_epi64(not_opp));
  const __m512i run =
      _mm512_and_si512(_mm512_mask_blend_epi64(kTowardLowerBits, up_to_lowest, from_highest), ray);
  // The run flips when the square that ends it is an own disc, the only one it can hold.
  const __m512i flipped =
      _mm512_maskz_andnot_epi64(_mm512_test_epi64_mask(run, own_lanes), own_lanes, run);
  return static_cast<std::uint64_t>(_mm512_reduce_or_epi64(flipped));
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flips<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::rays512
