#pragma once
// The lines through a square of the 8x8 board on an otherwise empty board (rank, file,
// diagonal, anti-diagonal: the rook's two, then the bishop's), shared by the line-wise attack
// kernels (obstruction difference, Leorik, slide arithmetic, SBAMG, GFNI hyperbola
// quintessence): read from a table without the square, or computed from the square by shifts
// for the table-free forms, each line then holding the square, which a kernel takes out with
// its bit.
//
// The file and the rank are the a-file and the first rank shifted by the column and by the row.
// The diagonal (row - col constant) is the long diagonal a8-h1 shifted by whole rows, and the
// anti-diagonal (row + col constant) the long anti-diagonal likewise: a shift by a multiple of 8
// moves every square straight up or down, so nothing wraps into another column, and squares
// pushed past the first or the last row fall off the word.

#include <array>
#include <cstdint>

#include "attacks/sliding.hpp"
#include "core/tier.hpp"

namespace bitbench::attacks::empty_board {

using Lines = std::array<std::uint64_t, 4>;  // rank, file, diagonal, anti-diagonal

// Returns the OR of `along(line)` over kPiece's lines: the first two for a rook, the last two
// for a bishop, all four for a queen.
template <Piece kPiece, class Line, class Along>
[[gnu::always_inline]] inline auto union_of_lines(const std::array<Line, 4>& lines, Along along) {
  decltype(along(lines[0])) attacks{};
  if constexpr (kPiece != Piece::kBishop) attacks |= along(lines[0]) | along(lines[1]);
  if constexpr (kPiece != Piece::kRook) attacks |= along(lines[2]) | along(lines[3]);
  return attacks;
}

// kDirections' index of each line's direction toward higher bits; +4 is the other way.
inline constexpr std::array<int, 4> kLineUp{0, 2, 3, 1};

constexpr std::array<Lines, 64> make_lines_without_square() {
  std::array<Lines, 64> lines{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int line = 0; line < 4; ++line) {
      lines[sq][line] = chess::Geometry::ray(sq, kDirections[kLineUp[line]]) |
                        chess::Geometry::ray(sq, kDirections[kLineUp[line] + 4]);
    }
  }
  return lines;
}

// kLines[sq]: the four lines through sq, without sq.
alignas(64) inline constexpr std::array<Lines, 64> kLines = make_lines_without_square();

// Returns the squares of `line` through sq whose occupancy can stop a ray from sq: the line
// without sq and without the last square of each ray (the relevant occupancy of magic
// bitboards, line by line).
inline std::uint64_t blocking_squares(int sq, int line) {
  std::uint64_t squares = 0;
  for (const int direction : {kLineUp[line], kLineUp[line] + 4}) {
    const std::uint64_t ray = chess::Geometry::ray(sq, kDirections[direction]);
    for (int to = 0; to < 64; ++to) {
      if ((ray >> to & 1) != 0 && chess::Geometry::ray(to, kDirections[direction]) != 0) {
        squares |= std::uint64_t{1} << to;
      }
    }
  }
  return squares;
}

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

// Returns the four lines through sq, computed, each with sq.
[[gnu::always_inline]] inline Lines lines_with_square(int sq) {
  return {rank_of(sq), file_of(sq), diagonal_of(sq), anti_diagonal_of(sq)};
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::attacks::empty_board
