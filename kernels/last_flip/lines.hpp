#pragma once
// The 4 lines through each square of the 8x8 board, the square included, and the counts of a
// line's flips by table, for the last-flip kernels that gather a line into a small index
// (kindergarten, PEXT, SSE byte sums) as Edax's count_last_flip_* tables do.

#include <array>
#include <cstdint>

#include "core/square_board.hpp"
#include "core/tier.hpp"

namespace bitbench::last_flip::lines {
inline namespace BITBENCH_TIER {

using Board8 = SquareBoard<8>;

// The 4 lines through a square: its row, its column, and the diagonals down to the right
// (kDirections' south-east) and down to the left (south-west).
struct Lines {
  std::uint64_t row;
  std::uint64_t column;
  std::uint64_t diagonal;
  std::uint64_t anti_diagonal;
};

consteval std::array<Lines, 64> make_lines() {
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

// Returns the discs flipped along a line of `length` squares by playing its square `k`, where
// the set bits of `pattern` are the player's discs and the clear ones the opponent's (bit k and
// the bits from `length` up are not read): on each side, the opponent discs up to the nearest
// player's disc, none when no player's disc closes them.
constexpr int line_flips(unsigned pattern, int length, int k) {
  int flips = 0;
  for (const int step : {1, -1}) {
    int i = k + step;
    while (i >= 0 && i < length && !((pattern >> i) & 1)) i += step;
    if (i >= 0 && i < length) flips += (i - k) * step - 1;
  }
  return flips;
}

// kCountByLine[k][pattern]: line_flips of an 8-bit pattern at square k. A line shorter than 8
// squares, gathered with its squares where they are on the board and zeros beyond its ends,
// counts right: a run of clear bits reaching past its end is never closed.
inline constexpr auto kCountByLine = [] {
  std::array<std::array<std::uint8_t, 256>, 8> counts{};
  for (int k = 0; k < 8; ++k) {
    for (unsigned pattern = 0; pattern < 256; ++pattern) {
      counts[k][pattern] = static_cast<std::uint8_t>(line_flips(pattern, 8, k));
    }
  }
  return counts;
}();

// Returns the flips of `own` playing `sq` on 8x8 from kCountByLine, the row gathered by a shift
// and the diagonals by a kindergarten multiplication each; `along_column`, the column through
// `sq` gathered to 8 bits, each kindergarten kernel gathers its own way.
[[gnu::always_inline]] inline int kindergarten_flips(std::uint64_t own, int sq,
                                                     unsigned along_column) {
  const int col = sq & 7;
  const int row = sq >> 3;
  const Lines& lines = kLines[sq];
  const unsigned along_row = (own >> (8 * row)) & 0xff;
  const unsigned along_diagonal = ((own & lines.diagonal) * kFileA) >> 56;
  const unsigned along_anti_diagonal = ((own & lines.anti_diagonal) * kFileA) >> 56;
  return kCountByLine[col][along_row] + kCountByLine[row][along_column] +
         kCountByLine[col][along_diagonal] + kCountByLine[col][along_anti_diagonal];
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::lines
