// Othello flip with the outflank toward lower bits found through a float conversion, the idea
// of Edax's flip_avx_cvtps (T. Okuhara), on N x N boards up to 8x8: toward higher bits the
// lowest set bit of `ray & ~opp`, as every ray kernel (flip/simd_rays.hpp); toward lower bits
// the highest, whose index is the exponent of the lanes converted to float (vcvtuqq2ps,
// AVX-512DQ on 256-bit vectors). The conversion rounds to 24 bits, so each run of set bits is
// first cut to its top bit: with the bit below the highest clear, the value is under 1.5 times
// that bit's and keeps its exponent. An empty lane converts to 0.0, whose exponent sends the
// shift past 64 bits, to no outflank.

#include <immintrin.h>

#include <cstdint>

#include "core/isa.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip {
namespace {

using Lanes = simd_rays::Lanes4<xsimd::avx2>;

// Returns the flips along the 4 rays toward lower bits, one per lane.
__m256i flips_toward_lower_bits(__m256i own, __m256i opp, __m256i ray) {
  const __m256i not_opp = _mm256_andnot_si256(opp, ray);
  const __m256i tops_of_runs = _mm256_andnot_si256(_mm256_srli_epi64(not_opp, 1), not_opp);
  const __m128i float_bits = _mm_castps_si128(_mm256_cvtepu64_ps(tops_of_runs));
  const __m256i biased_exponent = _mm256_cvtepu32_epi64(_mm_srli_epi32(float_bits, 23));
  const __m256i outflank = _mm256_sllv_epi64(
      _mm256_set1_epi64x(1), _mm256_sub_epi64(biased_exponent, _mm256_set1_epi64x(127)));
  // The ray's squares above the outflank, all opponent discs, flip when it is an own disc.
  const __m256i between = _mm256_and_si256(
      ray, _mm256_sub_epi64(_mm256_setzero_si256(), _mm256_add_epi64(outflank, outflank)));
  const __m256i not_closed =
      _mm256_cmpeq_epi64(_mm256_and_si256(outflank, own), _mm256_setzero_si256());
  return _mm256_andnot_si256(not_closed, between);
}

template <int N>
std::uint64_t flip_cvtps(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const std::uint64_t higher =
      simd_rays::flips_toward_higher_bits(Lanes(own), Lanes(opp), Lanes::load(rays.higher))
          .or_all();
  const __m256i lower =
      flips_toward_lower_bits(_mm256_set1_epi64x(static_cast<long long>(own)),
                              _mm256_set1_epi64x(static_cast<long long>(opp)),
                              _mm256_load_si256(reinterpret_cast<const __m256i*>(rays.lower)));
  return higher | isa::or_of_lanes(xsimd::batch<std::uint64_t, xsimd::avx2>(lower));
}

}  // namespace

extern const Implementation avx512_cvtps = at_sides<4, 6, 8>([]<int N> { return &flip_cvtps<N>; });

}  // namespace bitbench::flip
