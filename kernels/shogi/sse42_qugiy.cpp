// Qugiy in SSE4.2 registers (kernels/shogi/qugiy.hpp): a ray pair takes two 128-bit registers,
// one against the occupancy and one against the occupancy byte-reversed by PSHUFB; the 128-bit
// decrement adds -1 to the low word and borrows into the high one where the low word is 0
// (PCMPEQQ, SSE4.1).

#include <immintrin.h>

#include "shogi/qugiy.hpp"

namespace bitbench::shogi {
namespace {

using namespace qugiy;

[[gnu::always_inline]] inline __m128i load(const std::uint64_t* words) {
  return _mm_load_si128(reinterpret_cast<const __m128i*>(words));
}

[[gnu::always_inline]] inline __m128i byte_reversed(__m128i x) {
  return _mm_shuffle_epi8(x, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
}

// Returns the ray's squares up to and including the first blocker in `occ`, toward higher bits:
// x ^ (x - 1) over the 128 bits of x, the occupancy on the ray.
[[gnu::always_inline]] inline __m128i qugiy(__m128i occ, __m128i ray) {
  const __m128i x = _mm_and_si128(occ, ray);
  const __m128i low_word_decremented = _mm_add_epi64(x, _mm_set_epi64x(0, -1));
  const __m128i borrow = _mm_bslli_si128(_mm_cmpeq_epi64(x, _mm_setzero_si128()), 8);
  return _mm_and_si128(_mm_xor_si128(x, _mm_add_epi64(low_word_decremented, borrow)), ray);
}

// Returns the attacks along the rays of the two ray pairs `pairs`.
[[gnu::always_inline]] inline Board lane_attacks(const Board& occ, const RayPair (&pairs)[2]) {
  const __m128i forward =
      _mm_set_epi64x(static_cast<long long>(occ.words[1]), static_cast<long long>(occ.words[0]));
  const __m128i reversed = byte_reversed(forward);
  const __m128i up =
      _mm_or_si128(qugiy(forward, load(pairs[0].words)), qugiy(forward, load(pairs[1].words)));
  const __m128i down = _mm_or_si128(qugiy(reversed, load(pairs[0].words + 2)),
                                    qugiy(reversed, load(pairs[1].words + 2)));
  const __m128i attacks = _mm_or_si128(up, byte_reversed(down));
  return Board{{static_cast<std::uint64_t>(_mm_cvtsi128_si64(attacks)),
                static_cast<std::uint64_t>(_mm_extract_epi64(attacks, 1))}};
}

}  // namespace

extern const Implementation sse42_qugiy = on_board([]<Piece kPiece> {
  return WithTables{&qugiy_attacks<lane_attacks, kPiece>, sizeof(kSquareRays)};
});

}  // namespace bitbench::shogi
