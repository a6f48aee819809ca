// Qugiy in AVX2 (kernels/shogi/qugiy.hpp): a 256-bit vector holds a ray toward higher bits in
// its low 128-bit lane and a byte-reversed ray toward lower bits in its high lane, so one PSHUFB
// reverses the occupancy for the high lane only and one reverses the result back; the bishop's
// four diagonals take two vectors, the rook's ranks and its file toward rank 8 two more.

#include <immintrin.h>

#include "shogi/qugiy.hpp"

namespace bitbench::shogi {
namespace {

using namespace qugiy;

[[gnu::always_inline]] inline __m256i load(const RayPair& pair) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(pair.words));
}

// The PSHUFB control that keeps the low lane and byte-reverses the high lane.
[[gnu::always_inline]] inline __m256i high_lane_reverser() {
  return _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,  //
                          15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
}

// Returns, in each 128-bit lane, x ^ (x - 1): the bits up to and including the lowest set bit
// of x, or every bit when x is 0. The high word of a lane borrows 1 when its low word is 0.
[[gnu::always_inline]] inline __m256i up_to_lowest_bit(__m256i x) {
  const __m256i low_words_decremented = _mm256_add_epi64(x, _mm256_setr_epi64x(-1, 0, -1, 0));
  const __m256i borrows = _mm256_bslli_epi128(_mm256_cmpeq_epi64(x, _mm256_setzero_si256()), 8);
  return _mm256_xor_si256(x, _mm256_add_epi64(low_words_decremented, borrows));
}

// Returns the attacks along the two rays of `rays` given the occupancy in both lanes, the high
// lane's byte-reversed.
[[gnu::always_inline]] inline __m256i qugiy(__m256i occ_both_ways, __m256i rays) {
  return _mm256_and_si256(up_to_lowest_bit(_mm256_and_si256(occ_both_ways, rays)), rays);
}

// Returns the attacks along the rays of the two ray pairs `pairs`.
[[gnu::always_inline]] inline Board lane_attacks(const Board& occ, const RayPair (&pairs)[2]) {
  const __m128i occ_lane =
      _mm_set_epi64x(static_cast<long long>(occ.words[1]), static_cast<long long>(occ.words[0]));
  const __m256i occ_both_ways =
      _mm256_shuffle_epi8(_mm256_broadcastsi128_si256(occ_lane), high_lane_reverser());
  const __m256i attacks = _mm256_shuffle_epi8(
      _mm256_or_si256(qugiy(occ_both_ways, load(pairs[0])), qugiy(occ_both_ways, load(pairs[1]))),
      high_lane_reverser());
  const __m128i folded =
      _mm_or_si128(_mm256_castsi256_si128(attacks), _mm256_extracti128_si256(attacks, 1));
  return Board{{static_cast<std::uint64_t>(_mm_cvtsi128_si64(folded)),
                static_cast<std::uint64_t>(_mm_extract_epi64(folded, 1))}};
}

}  // namespace

extern const Implementation avx2_qugiy = on_board([]<Piece kPiece> {
  return WithTables{&qugiy_attacks<lane_attacks, kPiece>, sizeof(kSquareRays)};
});

}  // namespace bitbench::shogi
