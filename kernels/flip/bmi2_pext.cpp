// Othello flip by PEXT and PDEP on 8x8, the idea of Edax's flip_bmi2 (T. Okuhara): each of the
// 4 lines through the move gathered into 8 bits by PEXT, the flips along it by two small tables
// (flip/line_flips.hpp), deposited back onto the line by PDEP. A line's squares come out of
// PEXT in the order of their bits, so the move's place on it is the number of its squares in
// lower rows: its column on the row, its row on the column, the lesser of its row and its
// column (diagonal down to the right) or of its row and 7 - column (down to the left).

#include <immintrin.h>

#include <algorithm>
#include <cstdint>

#include "core/othello_lines.hpp"
#include "flip/flip.hpp"
#include "flip/line_flips.hpp"

namespace bitbench::flip {
namespace {

std::uint64_t flip_pext(std::uint64_t own, std::uint64_t opp, int sq) {
  const int row = sq >> 3;
  const int col = sq & 7;
  const othello_lines::Lines& lines = othello_lines::kLines[sq];
  const auto along = [&](std::uint64_t line, int k) {
    const unsigned flipped = line_flips::flips(static_cast<unsigned>(_pext_u64(own, line)),
                                               static_cast<unsigned>(_pext_u64(opp, line)), k);
    return _pdep_u64(flipped, line);
  };
  return along(lines.row, col) | along(lines.column, row) |
         along(lines.diagonal, std::min(row, col)) |
         along(lines.anti_diagonal, std::min(row, 7 - col));
}

}  // namespace

extern const Implementation bmi2_pext = at_sides<8>([]<int> { return &flip_pext; });

}  // namespace bitbench::flip
