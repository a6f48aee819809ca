#pragma once
// The lines through a square of the 8x8 board on an otherwise empty board, computed from the
// square by shifts rather than read from a table, for the table-free forms of the line-wise
// attack kernels (obstruction difference, Leorik, slide arithmetic, SBAMG). Each line holds the
// square itself; a kernel takes it out with its bit.
//
// The file and the rank are the a-file and the first rank shifted by the column and by the row.
// The diagonal (row - col constant) is the long diagonal a8-h1 shifted by whole rows, and the
// anti-diagonal (row + col constant) the long anti-diagonal likewise: a shift by a multiple of 8
// moves every square straight up or down, so nothing wraps into another column, and squares
// pushed past the first or the last row fall off the word.

#include <cstdint>

#include "core/tier.hpp"

namespace bitbench::attacks::empty_board {
inline namespace BITBENCH_TIER {

[[gnu::always_inline]] inline std::uint64_t file_of(int sq) {
  return std::uint64_t{0x0101010101010101} << (sq & 7);
}

[[gnu::always_inline]] inline std::uint64_t rank_of(int sq) {
  return std::uint64_t{0xff} << (sq & 56);
}

// Returns `line` moved down by `rows` rows (up when negative).
[[gnu::always_inline]] inline std::uint64_t rows_down(std::uint64_t line, int rows) {
  return rows >= 0 ? line << (8 * rows) : line >> (-8 * rows);
}

// The squares (r, c) with r - c equal to the square's: (0, 0), (1, 1), ... moved down.
[[gnu::always_inline]] inline std::uint64_t diagonal_of(int sq) {
  return rows_down(0x8040201008040201, (sq >> 3) - (sq & 7));
}

// The squares (r, c) with r + c equal to the square's: (0, 7), (1, 6), ... moved down.
[[gnu::always_inline]] inline std::uint64_t anti_diagonal_of(int sq) {
  return rows_down(0x0102040810204080, (sq >> 3) + (sq & 7) - 7);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::attacks::empty_board
