// Hyperbola Quintessence (chessprogramming wiki, page "Hyperbola Quintessence") with the reverse
// direction taken on the board reversed bit by bit by GFNI, all four lines at once in the 64-bit
// lanes of one vector. Along a line through `sq`, `o` its occupancy (the square left out) and
// `r` the square's bit, `o - r` borrows from the square up to the nearest blocker toward higher
// bits, so `(o - r) ^ o` holds those squares. Reversing the 64 bits of the board turns the
// directions toward lower bits into directions toward higher bits, for ranks as well as for
// files and diagonals, so the same subtraction on the reversed board, reversed back, gives the
// other half of the line: `((o - r) ^ rev(rev(o) - rev(r))) & line`, where the two copies of
// `o` cancel in the XOR. (The byte swap of the 8x8 HQ reverses only the order of the rows, and
// leaves the rank to a table.)
//
// The reversal is two instructions per vector: a byte shuffle (vpshufb) reverses the bytes of
// each 64-bit lane, and gf2p8affineqb with the matrix whose byte j is bit j
// (0x8040201008040201; bit i of a result byte is the parity of the source byte AND byte 7 - i of
// the matrix) reverses the bits of each byte. A queen takes rank, file, diagonal and
// anti-diagonal in the four lanes of a 256-bit vector and ORs the lanes at the end; a rook or a
// bishop takes its two lines in a 128-bit vector. The lines come from a 2 KiB table.

#include <immintrin.h>

#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

constexpr auto kReverseBitsOfBytes = static_cast<long long>(0x8040201008040201);

// Returns each 64-bit lane with its 64 bits in reverse order.
[[gnu::always_inline]] inline __m128i reversed(__m128i x) {
  const __m128i bytes_reversed =
      _mm_shuffle_epi8(x, _mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7));
  return _mm_gf2p8affine_epi64_epi8(bytes_reversed, _mm_set1_epi64x(kReverseBitsOfBytes), 0);
}
[[gnu::always_inline]] inline __m256i reversed(__m256i x) {
  const __m256i bytes_reversed =
      _mm256_shuffle_epi8(x, _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                             8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7));
  return _mm256_gf2p8affine_epi64_epi8(bytes_reversed, _mm256_set1_epi64x(kReverseBitsOfBytes), 0);
}

// Returns the attacks along the lines in the lanes of `lines`, from the square `bit`, whose
// reversed bit is `reverse_bit`, OR-ed over the lanes.
[[gnu::always_inline]] inline std::uint64_t line_attacks(__m128i lines, std::uint64_t occ,
                                                         std::uint64_t bit,
                                                         std::uint64_t reverse_bit) {
  const __m128i o = _mm_and_si128(_mm_set1_epi64x(static_cast<long long>(occ)), lines);
  const __m128i higher = _mm_sub_epi64(o, _mm_set1_epi64x(static_cast<long long>(bit)));
  const __m128i lower =
      reversed(_mm_sub_epi64(reversed(o), _mm_set1_epi64x(static_cast<long long>(reverse_bit))));
  const __m128i attacks = _mm_and_si128(_mm_xor_si128(higher, lower), lines);
  return static_cast<std::uint64_t>(
      _mm_cvtsi128_si64(_mm_or_si128(attacks, _mm_unpackhi_epi64(attacks, attacks))));
}
[[gnu::always_inline]] inline std::uint64_t line_attacks(__m256i lines, std::uint64_t occ,
                                                         std::uint64_t bit,
                                                         std::uint64_t reverse_bit) {
  const __m256i o = _mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(occ)), lines);
  const __m256i higher = _mm256_sub_epi64(o, _mm256_set1_epi64x(static_cast<long long>(bit)));
  const __m256i lower = reversed(
      _mm256_sub_epi64(reversed(o), _mm256_set1_epi64x(static_cast<long long>(reverse_bit))));
  const __m256i attacks = _mm256_and_si256(_mm256_xor_si256(higher, lower), lines);
  const __m128i halves =
      _mm_or_si128(_mm256_castsi256_si128(attacks), _mm256_extracti128_si256(attacks, 1));
  return static_cast<std::uint64_t>(
      _mm_cvtsi128_si64(_mm_or_si128(halves, _mm_unpackhi_epi64(halves, halves))));
}

template <Piece kPiece>
std::uint64_t reverse_hq_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t bit = std::uint64_t{1} << sq;
  const std::uint64_t reverse_bit = std::uint64_t{1} << (63 - sq);
  const std::uint64_t* lines = empty_board::kLines[sq].data();
  if constexpr (kPiece == Piece::kRook) {
    return line_attacks(_mm_load_si128(reinterpret_cast<const __m128i*>(lines)), occ, bit,
                        reverse_bit);
  } else if constexpr (kPiece == Piece::kBishop) {
    return line_attacks(_mm_load_si128(reinterpret_cast<const __m128i*>(lines + 2)), occ, bit,
                        reverse_bit);
  } else {
    return line_attacks(_mm256_load_si256(reinterpret_cast<const __m256i*>(lines)), occ, bit,
                        reverse_bit);
  }
}

}  // namespace

extern const Implementation gfni_reverse_hq = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&reverse_hq_attacks<kPiece>, sizeof(empty_board::kLines)};
});

}  // namespace bitbench::attacks
