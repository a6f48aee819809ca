// Othello kindergarten flip on 8x8, the idea of Edax's flip_kindergarten (R. Delorme,
// T. Okuhara): each of the 4 lines through the move gathered into 8 bits, the row by a shift,
// the column and the diagonals by a multiplication that gathers one square per row into the top
// byte (core/othello_lines.hpp); the flips along each by two small tables
// (flip/line_flips.hpp), scattered back by a shift (row), a table of column a (column), and
// a multiplication that copies the 8 bits into every row, masked by the diagonal.

#include <array>
#include <cstdint>

#include "core/othello_lines.hpp"
#include "flip/flip.hpp"
#include "flip/line_flips.hpp"

namespace bitbench::flip {
namespace {

using othello_lines::gathered_column;
using othello_lines::gathered_diagonal;
using othello_lines::kFileA;

// kColumnA[bits]: bit r of `bits` moved to row r of column a.
constexpr auto kColumnA = [] {
  std::array<std::uint64_t, 256> table{};
  for (unsigned bits = 0; bits < 256; ++bits) {
    for (int r = 0; r < 8; ++r) table[bits] |= std::uint64_t{(bits >> r) & 1} << (8 * r);
  }
  return table;
}();

std::uint64_t flip_kindergarten(std::uint64_t own, std::uint64_t opp, int sq) {
  const int row = sq >> 3;
  const int col = sq & 7;
  const othello_lines::Lines& lines = othello_lines::kLines[sq];
  const auto along_diagonal = [&](std::uint64_t line) {
    const unsigned flipped =
        line_flips::flips(gathered_diagonal(own, line), gathered_diagonal(opp, line), col);
    return (flipped * kFileA) & line;
  };
  const unsigned along_row =
      line_flips::flips((own >> (8 * row)) & 0xff, (opp >> (8 * row)) & 0xff, col);
  const unsigned along_column =
      line_flips::flips(gathered_column(own, col), gathered_column(opp, col), row);
  return (std::uint64_t{along_row} << (8 * row)) | (kColumnA[along_column] << col) |
         along_diagonal(lines.diagonal) | along_diagonal(lines.anti_diagonal);
}

}  // namespace

extern const Implementation scalar_kindergarten =
    at_sides<8>([]<int> { return &flip_kindergarten; });

}  // namespace bitbench::flip
