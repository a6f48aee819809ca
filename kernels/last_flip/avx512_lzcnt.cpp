// Last-move flip count with AVX-512CD's vplzcntq, the idea of Edax's count_last_flip_avx512cd
// (T. Okuhara), on 8x8: the 8 rays from the move in two 256-bit vectors (AVX-512VL). Toward
// higher bits the flips are the ray squares below the lowest player's disc, x - min(x, 1)
// and-not x for x = own & ray (0 when there is none). Toward lower bits all ones shifted right
// by the leading zeros of own & ray cover the nearest player's disc and every square beyond it;
// the ray squares left flip, and with no player's disc the count of 64, masked to 0, covers the
// whole ray. The lanes are ORed and counted once.

#include <immintrin.h>

#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/rays.hpp"

namespace bitbench::last_flip {
namespace {

int count_flips(std::uint64_t own, int sq) {
  const rays::RayMasks<8>& rays = rays::kRays<8>[sq];
  const __m256i discs = _mm256_set1_epi64x(static_cast<long long>(own));
  const __m256i all_ones = _mm256_set1_epi64x(-1);

  const __m256i higher = _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.higher));
  const __m256i mine_higher = _mm256_and_si256(discs, higher);
  const __m256i below_nearest =
      _mm256_sub_epi64(mine_higher, _mm256_min_epu64(mine_higher, _mm256_set1_epi64x(1)));
  // below_nearest & ~mine_higher & higher: truth table bit 0b101.
  const __m256i flips_higher = _mm256_ternarylogic_epi64(below_nearest, mine_higher, higher, 0x20);

  const __m256i lower = _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.lower));
  const __m256i leading_zeros =
      _mm256_and_si256(_mm256_lzcnt_epi64(_mm256_and_si256(discs, lower)), _mm256_set1_epi64x(63));
  const __m256i shadow = _mm256_srlv_epi64(all_ones, leading_zeros);
  // flips_higher | (lower & ~shadow): truth table bits 0b1xx and 0b001.
  const __m256i flips = _mm256_ternarylogic_epi64(flips_higher, shadow, lower, 0xf2);

  const __m128i halves =
      _mm_or_si128(_mm256_castsi256_si128(flips), _mm256_extracti128_si256(flips, 1));
  const __m128i all = _mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves));
  return static_cast<int>(_mm_popcnt_u64(static_cast<std::uint64_t>(_mm_cvtsi128_si64(all))));
}

}  // namespace

extern const Implementation avx512_lzcnt =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
