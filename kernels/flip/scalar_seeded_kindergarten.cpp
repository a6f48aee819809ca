// Othello kindergarten flip with the two diagonals folded into one line, after Egaroucid's
// flip without AVX2 (flip_generic.hpp, Takuto Yamana), 8x8 only. Two tables do all the
// lookups: the seed, by the opponent's 6 inner discs of a line and the move's place on it, the
// squares that would close the runs next to the move, and the flipped table, by the outflanks
// and the place, the squares between (the tables of flip/line_flips.hpp, the seed indexed by
// disc pattern first, so that a row's opponent byte masked by 0x7e indexes it without a shift).
// The diagonals are the new part: in the rows above the move, the square of the diagonal up to
// the left lies d columns left of the move and that of the diagonal up to the right d columns
// right, so the two halves summed row by row (one multiplication) make one line of 8 bits that
// reads as a row through the move; the same below it. Each half-pair takes one lookup, and its
// flips are copied into every row by a multiplication and masked by the half-pair. The column
// is gathered by a multiplication and scattered back by a table.

#include <array>
#include <cstdint>

#include "core/othello_lines.hpp"
#include "core/square_board.hpp"
#include "flip/flip.hpp"
#include "flip/line_flips.hpp"

namespace bitbench::flip {
namespace {

using othello_lines::kColumnToRow;
using othello_lines::kFileA;

// kSeed[inner * 8 + place]: line_flips::kOutflank by disc pattern first.
constexpr auto kSeed = [] {
  std::array<std::uint8_t, 64 * 8> table{};
  for (int inner = 0; inner < 64; ++inner) {
    for (int place = 0; place < 8; ++place) {
      table[inner * 8 + place] = line_flips::kOutflank[place][inner];
    }
  }
  return table;
}();

// Returns the seed of the line `line` (8 bits) at `place`: its bits 1 to 6, the opponent's
// discs that can flip, are the index.
[[gnu::always_inline]] inline unsigned seed(unsigned line, int place) {
  return kSeed[(line & 0x7e) * 4 + place];
}

// The two diagonals of each square cut at its row: the squares above it, the squares below.
struct DiagonalHalves {
  std::uint64_t above;
  std::uint64_t below;
};

constexpr auto kDiagonalHalves = [] {
  std::array<DiagonalHalves, 64> halves{};
  for (int sq = 0; sq < 64; ++sq) {
    halves[sq] = {SquareBoard<8>::ray(sq, {-1, -1}) | SquareBoard<8>::ray(sq, {-1, 1}),
                  SquareBoard<8>::ray(sq, {1, -1}) | SquareBoard<8>::ray(sq, {1, 1})};
  }
  return halves;
}();

// kColumnFromRow[bits]: bit r of `bits` moved to row r of column a.
constexpr auto kColumnFromRow = [] {
  std::array<std::uint64_t, 256> table{};
  for (unsigned bits = 0; bits < 256; ++bits) {
    for (int r = 0; r < 8; ++r) table[bits] |= std::uint64_t{(bits >> r) & 1} << (8 * r);
  }
  return table;
}();

// Returns the flips along a pair of diagonal halves, at most one square per row, whose rows
// summed read as a row through the move at column `col`.
[[gnu::always_inline]] inline std::uint64_t flip_half_pair(std::uint64_t own, std::uint64_t opp,
                                                           std::uint64_t halves, int col) {
  const unsigned own_line = ((own & halves) * kFileA) >> 56;
  const unsigned opp_line = ((opp & halves) * kFileA) >> 56;
  const unsigned flipped = line_flips::kFlipped[col][seed(opp_line, col) & own_line];
  return (flipped * kFileA) & halves;
}

std::uint64_t flip_seeded_kindergarten(std::uint64_t own, std::uint64_t opp, int sq) {
  const int row_shift = sq & 0x38;
  const int col = sq & 7;
  const int row = sq >> 3;
  const unsigned own_row = (own >> row_shift) & 0xff;
  const unsigned along_row =
      line_flips::kFlipped[col][seed((opp >> row_shift) & 0xff, col) & own_row];
  const unsigned own_column = (((own >> col) & kFileA) * kColumnToRow) >> 56;
  const unsigned opp_column = (((opp >> col) & kFileA) * kColumnToRow) >> 56;
  const unsigned along_column = line_flips::kFlipped[row][seed(opp_column, row) & own_column];
  const DiagonalHalves& halves = kDiagonalHalves[sq];
  return (std::uint64_t{along_row} << row_shift) | (kColumnFromRow[along_column] << col) |
         flip_half_pair(own, opp, halves.above, col) | flip_half_pair(own, opp, halves.below, col);
}

}  // namespace

extern const Implementation scalar_seeded_kindergarten =
    at_sides<8>([]<int> { return &flip_seeded_kindergarten; });

}  // namespace bitbench::flip
