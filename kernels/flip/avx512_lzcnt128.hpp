#pragma once
// The flip of avx512_lzcnt256.hpp on four 128-bit vectors, two rays each, for the latency chain.
// A 256-bit result ends with two folds: its upper 128-bit half onto the lower (vextracti128,
// 3 cycles on Zen 4), then its upper lane onto the lower. Four 128-bit results need no
// extraction: three ORs and two lane swaps (vpshufd, 1 cycle) fold them in three steps, the
// swaps taken of partial ORs so that they run beside the last ORs. The price is twice the
// vector operations of avx512_lzcnt256, so this kernel is the slower of the two in throughput.

#include <immintrin.h>

#include <cstdint>

#include "core/ternary_logic.hpp"
#include "core/tier.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::lzcnt128 {
inline namespace BITBENCH_TIER {

using ternary_logic::kA, ternary_logic::kB, ternary_logic::kC;

// The two 64-bit lanes of `x` swapped.
[[gnu::always_inline]] inline __m128i lanes_swapped(__m128i x) {
  return _mm_shuffle_epi32(x, 0x4e);
}

template <int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const __m128i own_lanes = _mm_set1_epi64x(static_cast<long long>(own));
  const __m128i opp_lanes = _mm_set1_epi64x(static_cast<long long>(opp));
  // The run from the move to the nearest square the opponent does not hold, that square
  // included, as in avx512_lzcnt256.hpp: x ^ (x - 1) toward higher bits, the sign bit shifted
  // by the leading zeros toward lower bits.
  const auto run_higher = [&](int lane) {
    const __m128i ray = _mm_load_si128(reinterpret_cast<const __m128i*>(rays.higher + lane));
    const __m128i not_opp = _mm_andnot_si128(opp_lanes, ray);
    return _mm_ternarylogic_epi64(ray, not_opp, _mm_sub_epi64(not_opp, _mm_set1_epi64x(1)),
                                  kA & (kB ^ kC));
  };
  const auto run_lower = [&](int lane) {
    const __m128i ray = _mm_load_si128(reinterpret_cast<const __m128i*>(rays.lower + lane));
    const __m128i leading_zeros = _mm_lzcnt_epi64(_mm_andnot_si128(opp_lanes, ray));
    return _mm_and_si128(_mm_srav_epi64(_mm_set1_epi64x(INT64_MIN), leading_zeros), ray);
  };
  // A run flips, its own disc taken away, where an own disc ends it.
  const auto flipped = [&](__m128i run) {
    return _mm_maskz_andnot_epi64(_mm_test_epi64_mask(run, own_lanes), own_lanes, run);
  };
  const __m128i first_three = _mm_ternarylogic_epi64(flipped(run_higher(0)), flipped(run_higher(2)),
                                                     flipped(run_lower(0)), kA | kB | kC);
  const __m128i last = flipped(run_lower(2));
  const __m128i all_but_one_swap =
      _mm_ternarylogic_epi64(first_three, last, lanes_swapped(last), kA | kB | kC);
  return static_cast<std::uint64_t>(
      _mm_cvtsi128_si64(_mm_or_si128(all_but_one_swap, lanes_swapped(first_three))));
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flips<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::lzcnt128
