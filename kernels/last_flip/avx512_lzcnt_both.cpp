// Last-move flip count of both sides in one pass, on 8x8: the rays of avx512_lzcnt in 512-bit
// vectors whose lower four lanes hold the side to move's discs and whose upper four the
// opponent's, as Edax's mm_solve_exact_1 does (its "P & O simul flip", T. Okuhara). Edax's
// solve_1 counts the opponent in a second pass when the mover flips nothing, in about a quarter
// of the endgame positions here; here that count is ready, and only read then. (A select without
// a branch was slower in the throughput loop on a Zen 5.)

#include <immintrin.h>

#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/rays.hpp"

namespace bitbench::last_flip {
namespace {

// The flips of a side in each ray, `discs` that side's discs in every lane: the runs of
// avx512_lzcnt (the ray squares below the nearest disc toward higher bits, above it toward lower).
__m512i flips_by_ray(__m512i discs, __m512i higher, __m512i lower) {
  const __m512i mine_higher = _mm512_and_si512(discs, higher);
  const __m512i below_nearest =
      _mm512_sub_epi64(mine_higher, _mm512_min_epu64(mine_higher, _mm512_set1_epi64(1)));
  // below_nearest & ~mine_higher & higher: truth table bit 0b101.
  const __m512i flips_higher = _mm512_ternarylogic_epi64(below_nearest, mine_higher, higher, 0x20);
  const __m512i leading_zeros =
      _mm512_and_si512(_mm512_lzcnt_epi64(_mm512_and_si512(discs, lower)), _mm512_set1_epi64(63));
  const __m512i shadow = _mm512_srlv_epi64(_mm512_set1_epi64(-1), leading_zeros);
  // flips_higher | (lower & ~shadow): truth table bits 0b1xx and 0b001.
  return _mm512_ternarylogic_epi64(flips_higher, shadow, lower, 0xf2);
}

int last_flip_both(std::uint64_t own, int sq) {
  const rays::RayMasks<8>& rays = rays::kRays<8>[sq];
  const __m512i higher =
      _mm512_broadcast_i64x4(_mm256_load_si256(reinterpret_cast<const __m256i*>(rays.higher)));
  const __m512i lower =
      _mm512_broadcast_i64x4(_mm256_load_si256(reinterpret_cast<const __m256i*>(rays.lower)));
  // The opponent's discs are the complement of own's: the empty square differs, but no ray
  // holds it.
  const __m512i discs = _mm512_xor_si512(_mm512_set1_epi64(static_cast<long long>(own)),
                                         _mm512_set_epi64(-1, -1, -1, -1, 0, 0, 0, 0));
  const __m512i flips = flips_by_ray(discs, higher, lower);
  // Each side's four rays ORed into its first lane: the mover's in lane 0, the opponent's in 4.
  const __m512i pairs = _mm512_or_si512(flips, _mm512_unpackhi_epi64(flips, flips));
  const __m512i sides =
      _mm512_or_si512(pairs, _mm512_shuffle_i64x2(pairs, pairs, _MM_SHUFFLE(2, 3, 0, 1)));
  const int mover = static_cast<int>(
      _mm_popcnt_u64(static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm512_castsi512_si128(sides)))));
  if (mover != 0) return mover;
  return -static_cast<int>(_mm_popcnt_u64(
      static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm512_extracti32x4_epi32(sides, 2)))));
}

}  // namespace

extern const Implementation avx512_lzcnt_both = at_sides<8>([]<int> { return &last_flip_both; });

}  // namespace bitbench::last_flip
