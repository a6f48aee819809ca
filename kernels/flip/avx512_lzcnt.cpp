// AVX-512 flip with the 8 directions in one 512-bit vector, after the AVX-512CD flip of Edax by
// Toshihiko Okuhara: a square's 8 rays (simd_rays::RayMasks, one cache line) load as one vector,
// the nearest square of each ray that the opponent does not hold is its lowest set bit toward
// higher bits and, by vplzcntq, its highest toward lower bits, and mask registers pick the
// half and the rays whose nearest such square is an own disc.

#include <immintrin.h>

#include <cstdint>

#include "flip/simd_rays.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
namespace {

// Lanes 4 to 7 of a RayMasks walk toward lower bits.
constexpr __mmask8 kTowardLowerBits = 0xf0;

template <int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const __m512i ray = _mm512_load_si512(&simd_rays::kRays<N>[sq]);
  const __m512i not_opp = _mm512_andnot_si512(_mm512_set1_epi64(static_cast<long long>(opp)), ray);
  const __m512i lowest = _mm512_and_si512(not_opp, _mm512_sub_epi64(_mm512_setzero_si512(), not_opp));
  // A lane with no such square counts 64 leading zeros, and vpsrlvq by 64 gives 0.
  const __m512i highest = _mm512_srlv_epi64(_mm512_set1_epi64(INT64_MIN), _mm512_lzcnt_epi64(not_opp));
  const __m512i outflank =
      _mm512_and_si512(_mm512_mask_blend_epi64(kTowardLowerBits, lowest, highest),
                       _mm512_set1_epi64(static_cast<long long>(own)));
  // The squares between the move and the outflank: below it toward higher bits, outflank - 1,
  // and above it toward lower bits, -(2 * outflank); the ray keeps those of the ray.
  const __m512i below = _mm512_sub_epi64(outflank, _mm512_set1_epi64(1));
  const __m512i between = _mm512_mask_sub_epi64(below, kTowardLowerBits, _mm512_setzero_si512(),
                                                _mm512_add_epi64(outflank, outflank));
  const __m512i flipped =
      _mm512_maskz_and_epi64(_mm512_test_epi64_mask(outflank, outflank), between, ray);
  return static_cast<std::uint64_t>(_mm512_reduce_or_epi64(flipped));
}

}  // namespace

extern const Implementation avx512_lzcnt =
    at_sides<4, 6, 8>([]<int N> { return &flips<N>; },
                      moves::koggestone_lanes::kPartner<xsimd::avx512bw, "avx512_koggestone">,
                      {"avx512_lzcnt",
                       "AVX-512, the 8 rays in one 512-bit vector: lowest outflank by x & -x, "
                       "highest by vplzcntq, mask registers for the halves and the rays that flip",
                       kTierAvx512});

}  // namespace bitbench::flip
