#pragma once
// The 4 lines through each square of the 8x8 Othello board, the square included, and the
// multiplications that gather a line into 8 bits (the kindergarten gathers of Edax's flip and
// count_last_flip tables), for the flip and last_flip kernels that work a line at a time.

#include <array>
#include <cstdint>

#include "core/square_board.hpp"
#include "core/tier.hpp"

namespace bitbench::othello_lines {
inline namespace BITBENCH_TIER {

// The 4 lines through a square: its row, its column, and the diagonals down to the right
// (kDirections' south-east) and down to the left (south-west).
struct Lines {
  std::uint64_t row;
  std::uint64_t column;
  std::uint64_t diagonal;
  std::uint64_t anti_diagonal;
};

consteval std::array<Lines, 64> make_lines() {
  using Board8 = SquareBoard<8>;
  std::array<Lines, 64> lines{};
  const auto through = [](int sq, Direction d) {
    return Board8::ray(sq, d) | Board8::ray(sq, {-d.d_row, -d.d_col}) |
           single_bit<std::uint64_t>(sq);
  };
  for (int sq = 0; sq < 64; ++sq) {
    lines[sq] = {through(sq, {0, 1}), through(sq, {1, 0}), through(sq, {1, 1}),
                 through(sq, {1, -1})};
  }
  return lines;
}

inline constexpr std::array<Lines, 64> kLines = make_lines();

// Column a: one bit per row. Times a board of at most one bit per byte it sums the bytes into
// the top byte: a line of one square per row lands on its columns (a kindergarten gather).
inline constexpr std::uint64_t kFileA = 0x0101010101010101ull;
// Times column a, it moves row r's bit to bit 56 + r: the column as a row, its rows as bits.
inline constexpr std::uint64_t kColumnToRow = 0x0102040810204080ull;

// Returns the column `col` of `board` gathered into 8 bits, bit r for row r.
constexpr unsigned gathered_column(std::uint64_t board, int col) {
  return (((board >> col) & kFileA) * kColumnToRow) >> 56;
}

// Returns a diagonal's squares of `board` (`line`, at most one square per row) gathered into 8
// bits, bit c for column c.
constexpr unsigned gathered_diagonal(std::uint64_t board, std::uint64_t line) {
  return ((board & line) * kFileA) >> 56;
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::othello_lines
