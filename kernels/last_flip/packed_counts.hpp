#pragma once
// Both sides' counts in one table entry, as the last-flip tables of Egaroucid and of Edax 4.6
// hold them. For a line of `length` squares (1 to 8), the move on its square k and `pattern` the
// player's discs on its `length` bits (the line's other squares hold the opponent's), entry
// packed_offset(length, k) + pattern holds the player's flips in its low byte and the
// opponent's in its high byte. The entries of the 4 lines through the move add both counts at
// once: each is at most 18, so no carry crosses from one byte to the other.

#include <array>
#include <bit>
#include <cstdint>

#include "core/tier.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip::packed {
inline namespace BITBENCH_TIER {

// Returns where the entries of lines of `length` squares played on square k start: the lines of
// each length one after another, 2^length entries per square of the line.
constexpr int packed_offset(int length, int k) {
  int offset = 0;
  for (int shorter = 1; shorter < length; ++shorter) offset += shorter << shorter;
  return offset + (k << length);
}

inline constexpr int kPackedEntries = packed_offset(9, 0);

// Returns the first column of a diagonal `line` of the 8x8 board.
constexpr int first_column(std::uint64_t line) {
  std::uint64_t columns = 0;
  for (int row = 0; row < 8; ++row) columns |= (line >> (8 * row)) & 0xff;
  return std::countr_zero(columns);
}

// Returns where the entries of the diagonal `line` played on the square of column `col` start.
constexpr int diagonal_offset(std::uint64_t line, int col) {
  return packed_offset(std::popcount(line), col - first_column(line));
}

inline constexpr auto kPackedCounts = [] {
  std::array<std::uint16_t, kPackedEntries> counts{};
  for (int length = 1; length <= 8; ++length) {
    const unsigned line = (1u << length) - 1;
    for (int k = 0; k < length; ++k) {
      for (unsigned pattern = 0; pattern <= line; ++pattern) {
        const unsigned theirs = line & ~pattern & ~(1u << k);
        counts[packed_offset(length, k) + pattern] = static_cast<std::uint16_t>(
            lines::line_flips(pattern, length, k) | lines::line_flips(theirs, length, k) << 8);
      }
    }
  }
  return counts;
}();

// Returns the output from the sum of the 4 lines' entries: the player's count, or minus the
// opponent's when the player flips nothing.
[[gnu::always_inline]] inline int mover_or_opponent(unsigned both) {
  const int mine = static_cast<int>(both & 0xff);
  const int theirs = static_cast<int>(both >> 8);
  return mine != 0 ? mine : -theirs;
}

// Where the 4 lines through a square of the 8x8 board find their entries, and the first column
// of its diagonals, which a diagonal's gathered contents are shifted down by.
struct LineEntries {
  std::uint16_t row, column, diagonal, anti_diagonal;
  std::uint8_t diagonal_first_column, anti_diagonal_first_column;

  static constexpr LineEntries of(int sq) {
    const lines::Lines& lines = lines::kLines[sq];
    const int col = sq & 7;
    return {static_cast<std::uint16_t>(packed_offset(8, col)),
            static_cast<std::uint16_t>(packed_offset(8, sq >> 3)),
            static_cast<std::uint16_t>(diagonal_offset(lines.diagonal, col)),
            static_cast<std::uint16_t>(diagonal_offset(lines.anti_diagonal, col)),
            static_cast<std::uint8_t>(first_column(lines.diagonal)),
            static_cast<std::uint8_t>(first_column(lines.anti_diagonal))};
  }

  // Returns the kernel's output from the player's discs on each line, gathered in line order
  // (the diagonals' from column 0), the 4 entries added: both sides' counts in one pass.
  [[gnu::always_inline]] int count(unsigned along_row, unsigned along_column,
                                   unsigned gathered_diagonal,
                                   unsigned gathered_anti_diagonal) const {
    return mover_or_opponent(
        kPackedCounts[row + along_row] + kPackedCounts[column + along_column] +
        kPackedCounts[diagonal + (gathered_diagonal >> diagonal_first_column)] +
        kPackedCounts[anti_diagonal + (gathered_anti_diagonal >> anti_diagonal_first_column)]);
  }
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::packed
