// Last-move flip count by PEXT into a table of both sides' counts, the idea of Edax's
// count_last_flip_bmi2 (T. Okuhara), on 8x8: PEXT packs the column and each diagonal through the
// move into the low bits of an index, the line's squares only, with the move at its place on the
// line; the row is a shift. The 4 entries of kernels/last_flip/packed_counts.hpp added give the
// player's count and the opponent's in one pass.

#include <immintrin.h>

#include <array>
#include <bit>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"
#include "last_flip/packed_counts.hpp"

namespace bitbench::last_flip {
namespace {

// A square's column and diagonals, with the offsets of their entries and of the row's.
struct PextLines {
  std::uint64_t column;
  std::uint64_t diagonal;
  std::uint64_t anti_diagonal;
  std::uint16_t row_offset, column_offset, diagonal_offset, anti_diagonal_offset;
};

consteval std::array<PextLines, 64> make_pext_lines() {
  std::array<PextLines, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    const lines::Lines& lines = lines::kLines[sq];
    // The move's place on a line is the number of the line's squares below it.
    const auto offset = [sq](std::uint64_t line) {
      const std::uint64_t below_move = line & ((std::uint64_t{1} << sq) - 1);
      return static_cast<std::uint16_t>(
          packed::packed_offset(std::popcount(line), std::popcount(below_move)));
    };
    all[sq] = {lines.column,
               lines.diagonal,
               lines.anti_diagonal,
               static_cast<std::uint16_t>(packed::packed_offset(8, sq & 7)),
               offset(lines.column),
               offset(lines.diagonal),
               offset(lines.anti_diagonal)};
  }
  return all;
}

inline constexpr std::array<PextLines, 64> kPextLines = make_pext_lines();

int last_flip_pext(std::uint64_t own, int sq) {
  const PextLines& lines = kPextLines[sq];
  const auto& counts = packed::kPackedCounts;
  return packed::mover_or_opponent(
      counts[lines.row_offset + ((own >> (sq & 0x38)) & 0xff)] +
      counts[lines.column_offset + _pext_u64(own, lines.column)] +
      counts[lines.diagonal_offset + _pext_u64(own, lines.diagonal)] +
      counts[lines.anti_diagonal_offset + _pext_u64(own, lines.anti_diagonal)]);
}

}  // namespace

extern const Implementation bmi2_pext = at_sides<8>([]<int> { return &last_flip_pext; });

}  // namespace bitbench::last_flip
