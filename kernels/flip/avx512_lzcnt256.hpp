#pragma once
// The AVX-512 flip of avx512_lzcnt.hpp on 256-bit vectors, as Edax's AVX-512CD flip by
// Toshihiko Okuhara does by default: AVX-512VL gives vplzcntq, vpternlogq and mask registers
// to 256-bit vectors, which Zen 4 runs in one pass where it splits a 512-bit operation in two.
// The 4 rays toward higher bits are one vector, their 4 opposites another (simd_rays::RayMasks,
// one cache line). The nearest square of a ray that the opponent does not hold is the lowest
// set bit of `ray & ~opp` toward higher bits, `x ^ (x - 1)` taking the ray up to it; toward
// lower bits its highest, the sign bit shifted arithmetically by the leading zeros taking the
// ray from it. Each run flips where an own disc ends it, the only own disc it can hold; the
// own discs come last, so that a latency chain through them is short.

#include <immintrin.h>

#include <cstdint>

#include "core/isa.hpp"
#include "core/ternary_logic.hpp"
#include "core/tier.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::lzcnt256 {
inline namespace BITBENCH_TIER {

using ternary_logic::kA, ternary_logic::kB, ternary_logic::kC;

template <int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const __m256i higher = _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.higher));
  const __m256i lower = _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.lower));
  const __m256i own_lanes = _mm256_set1_epi64x(static_cast<long long>(own));
  const __m256i opp_lanes = _mm256_set1_epi64x(static_cast<long long>(opp));
  // A ray without a square the opponent does not hold gives all ones either way, and then
  // holds no own disc.
  const __m256i not_opp_higher = _mm256_andnot_si256(opp_lanes, higher);
  const __m256i run_higher = _mm256_ternarylogic_epi64(
      higher, not_opp_higher, _mm256_sub_epi64(not_opp_higher, _mm256_set1_epi64x(1)),
      kA & (kB ^ kC));
  const __m256i not_opp_lower = _mm256_andnot_si256(opp_lanes, lower);
  const __m256i run_lower = _mm256_and_si256(
      _mm256_srav_epi64(_mm256_set1_epi64x(INT64_MIN), _mm256_lzcnt_epi64(not_opp_lower)), lower);
  __m256i flipped = _mm256_maskz_andnot_epi64(_mm256_test_epi64_mask(run_higher, own_lanes),
                                              own_lanes, run_higher);
  flipped = _mm256_mask_ternarylogic_epi64(flipped, _mm256_test_epi64_mask(run_lower, own_lanes),
                                           own_lanes, run_lower, kA | (kC & ~kB));
  return isa::or_of_lanes(flipped);  // the rays are disjoint
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flips<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::lzcnt256
