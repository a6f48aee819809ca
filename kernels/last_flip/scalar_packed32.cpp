// Last-move flip count with 32-bit gathers into the table of both sides' counts, the idea of
// Edax's count_last_flip_32 (R. Delorme, T. Okuhara: the form of its 32-bit build), on 8x8. The
// board is two 32-bit halves, rows 0-3 and rows 4-7, and each line through the move is gathered
// by a 32-bit kindergarten multiplication: a diagonal's squares of the two halves, in distinct
// columns, are merged into one word whose 4 bytes the multiplication sums; the column's bits of
// the upper half are shifted up by 4 between those of the lower half, and one multiplication
// puts the 8 rows in order in the top byte. The entries of kernels/last_flip/packed_counts.hpp,
// added, give the player's count and the opponent's in one pass, as in scalar_packed.

#include <array>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"
#include "last_flip/packed_counts.hpp"

namespace bitbench::last_flip {
namespace {

// One bit per byte, at column 0 of each row of a half.
inline constexpr std::uint32_t kHalfFileA = 0x01010101u;
// Times column 0 of the lower half ORed with that of the upper half shifted up by 4, it moves
// row r's bit to bit 24 + r.
inline constexpr std::uint32_t kInterleavedColumnToRow = 0x01020408u;

// A square's diagonals, in each half, and where its lines find their entries.
struct PackedLines32 {
  std::uint32_t diagonal_low, diagonal_high, anti_diagonal_low, anti_diagonal_high;
  packed::LineEntries entries;
};

consteval std::array<PackedLines32, 64> make_packed_lines32() {
  std::array<PackedLines32, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    const lines::Lines& lines = lines::kLines[sq];
    all[sq] = {static_cast<std::uint32_t>(lines.diagonal),
               static_cast<std::uint32_t>(lines.diagonal >> 32),
               static_cast<std::uint32_t>(lines.anti_diagonal),
               static_cast<std::uint32_t>(lines.anti_diagonal >> 32), packed::LineEntries::of(sq)};
  }
  return all;
}

inline constexpr std::array<PackedLines32, 64> kPackedLines32 = make_packed_lines32();

// Returns a diagonal's squares of the two halves gathered into 8 bits, bit c for column c: the
// halves' squares are in distinct columns, so ORing them loses none.
[[gnu::always_inline]] inline unsigned gathered_diagonal32(std::uint32_t low, std::uint32_t high,
                                                           std::uint32_t line_low,
                                                           std::uint32_t line_high) {
  return (((low & line_low) | (high & line_high)) * kHalfFileA) >> 24;
}

int last_flip_packed32(std::uint64_t own, int sq) {
  const PackedLines32& lines = kPackedLines32[sq];
  const auto low = static_cast<std::uint32_t>(own);
  const auto high = static_cast<std::uint32_t>(own >> 32);
  const int col = sq & 7;
  const unsigned along_row = ((sq < 32 ? low : high) >> (sq & 0x18)) & 0xff;
  const unsigned along_column =
      ((((low >> col) & kHalfFileA) | (((high >> col) & kHalfFileA) << 4)) *
       kInterleavedColumnToRow) >>
      24;
  return lines.entries.count(
      along_row, along_column,
      gathered_diagonal32(low, high, lines.diagonal_low, lines.diagonal_high),
      gathered_diagonal32(low, high, lines.anti_diagonal_low, lines.anti_diagonal_high));
}

}  // namespace

extern const Implementation scalar_packed32 = at_sides<8>([]<int> { return &last_flip_packed32; });

}  // namespace bitbench::last_flip
