// Last-move flip count by SSE byte sums and byte tests, the idea of Edax's count_last_flip_sse
// (T. Okuhara), on 8x8. The board is copied into both halves of a 128-bit vector and masked by
// two lines through the move per half. The row and the diagonal have at most one square per
// byte, each at its column: psadbw sums the bytes of each half into the line's 8-bit index by
// column. The column and the anti-diagonal are tested byte by byte: pcmpeqb and pmovmskb give
// their 8-bit indexes by row. The 8 x 256 count table then gives each line's flips; the
// opponent's count, when the player flips nothing, is a second pass on the complement.

#include <immintrin.h>

#include <array>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip {
namespace {

using lines::kCountByLine;

// A square's lines as two vectors: the row and the diagonal, indexed by column; the column and
// the anti-diagonal, indexed by row.
struct alignas(32) SadMasks {
  std::uint64_t by_column[2];
  std::uint64_t by_row[2];
};

consteval std::array<SadMasks, 64> make_sad_masks() {
  std::array<SadMasks, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    const lines::Lines& lines = lines::kLines[sq];
    all[sq] = {{lines.row, lines.diagonal}, {lines.column, lines.anti_diagonal}};
  }
  return all;
}

inline constexpr std::array<SadMasks, 64> kSadMasks = make_sad_masks();

int count_flips(std::uint64_t own, int sq) {
  const SadMasks& masks = kSadMasks[sq];
  const __m128i discs = _mm_set1_epi64x(static_cast<long long>(own));
  const __m128i zero = _mm_setzero_si128();
  const __m128i by_column = _mm_sad_epu8(
      _mm_and_si128(discs, _mm_load_si128(reinterpret_cast<const __m128i*>(masks.by_column))),
      zero);
  const __m128i empty_bytes = _mm_cmpeq_epi8(
      _mm_and_si128(discs, _mm_load_si128(reinterpret_cast<const __m128i*>(masks.by_row))), zero);
  const unsigned by_row = ~static_cast<unsigned>(_mm_movemask_epi8(empty_bytes));
  const int col = sq & 7;
  const int row = sq >> 3;
  return kCountByLine[col][_mm_cvtsi128_si32(by_column)] +
         kCountByLine[col][_mm_extract_epi16(by_column, 4)] + kCountByLine[row][by_row & 0xff] +
         kCountByLine[row][(by_row >> 8) & 0xff];
}

}  // namespace

extern const Implementation sse42_sad =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
