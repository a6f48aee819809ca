// Last-move flip count with both sides' counts in one table entry, as Egaroucid's and Edax 4.6's
// last-flip tables hold them (kernels/last_flip/packed_counts.hpp), on 8x8: each line through
// the move is gathered by a kindergarten multiplication, the diagonals shifted down to their
// first column so that the index covers the line's own squares only, and the 4 entries added
// give the player's count and the opponent's in one pass, without a second one on the
// complement.

#include <array>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"
#include "last_flip/packed_counts.hpp"

namespace bitbench::last_flip {
namespace {

// Where a square's 4 lines find their entries: the diagonals' masks and first columns, and the
// offset of each line's entries.
struct PackedLines {
  std::uint64_t diagonal;
  std::uint64_t anti_diagonal;
  std::uint16_t row_offset, column_offset, diagonal_offset, anti_diagonal_offset;
  std::uint8_t diagonal_first_column, anti_diagonal_first_column;
};

consteval std::array<PackedLines, 64> make_packed_lines() {
  std::array<PackedLines, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    const int col = sq & 7;
    const lines::Lines& lines = lines::kLines[sq];
    const auto offset = [col](std::uint64_t line) {
      return static_cast<std::uint16_t>(packed::diagonal_offset(line, col));
    };
    all[sq] = {lines.diagonal,
               lines.anti_diagonal,
               static_cast<std::uint16_t>(packed::packed_offset(8, col)),
               static_cast<std::uint16_t>(packed::packed_offset(8, sq >> 3)),
               offset(lines.diagonal),
               offset(lines.anti_diagonal),
               static_cast<std::uint8_t>(packed::first_column(lines.diagonal)),
               static_cast<std::uint8_t>(packed::first_column(lines.anti_diagonal))};
  }
  return all;
}

inline constexpr std::array<PackedLines, 64> kPackedLines = make_packed_lines();

int last_flip_packed(std::uint64_t own, int sq) {
  const PackedLines& lines = kPackedLines[sq];
  const unsigned along_row = (own >> (sq & 0x38)) & 0xff;
  const unsigned along_column = othello_lines::gathered_column(own, sq & 7);
  const unsigned along_diagonal =
      othello_lines::gathered_diagonal(own, lines.diagonal) >> lines.diagonal_first_column;
  const unsigned along_anti_diagonal = othello_lines::gathered_diagonal(own, lines.anti_diagonal) >>
                                       lines.anti_diagonal_first_column;
  const auto& counts = packed::kPackedCounts;
  return packed::mover_or_opponent(counts[lines.row_offset + along_row] +
                                   counts[lines.column_offset + along_column] +
                                   counts[lines.diagonal_offset + along_diagonal] +
                                   counts[lines.anti_diagonal_offset + along_anti_diagonal]);
}

}  // namespace

extern const Implementation scalar_packed = at_sides<8>(
    []<int> { return &last_flip_packed; },
    {.name = "scalar_packed",
     .description = "kindergarten gathers into a 7 KiB table whose entries hold both sides' "
                    "counts: one pass; Egaroucid's and Edax 4.6's tables",
     .instructions = "imul64"});

}  // namespace bitbench::last_flip
