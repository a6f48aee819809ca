// Last-move flip count by trailing and leading zero counts, the idea of Edax's
// count_last_flip_bmi (T. Okuhara), on 8x8. Shifted so that the rows beyond the move's start at
// bit 0 (or the rows before it end at bit 63), a column or a diagonal has one square per row, and
// the nearest player's disc d rows away is found by tzcnt (lzcnt) as 8 (d - 1) plus its column:
// masked by 0x38, 8 times the discs flipped, and 0 when there is none (a count of 64). The row
// works the same way on 8 bits, masked by 7.

#include <bit>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip {
namespace {

int count_flips(std::uint64_t own, int sq) {
  const int col = sq & 7;
  const int row_shift = sq & 0x38;
  const int mirrored_row_shift = row_shift ^ 0x38;
  const lines::Lines& lines = lines::kLines[sq];

  const auto row = static_cast<std::uint32_t>((own >> row_shift) & 0xff);
  const std::uint32_t right = (row >> col) >> 1;        // the nearest at bit 0
  const std::uint32_t left = (row << 24) << (8 - col);  // the nearest at bit 31
  const int along_row = (std::countr_zero(right) & 7) + (std::countl_zero(left) & 7);

  // 8 times the flips in the rows beyond the move, and in the rows before it.
  const auto after = [&](std::uint64_t line) {
    return std::countr_zero(((own & line) >> row_shift) >> 8) & 0x38;
  };
  const auto before = [&](std::uint64_t line) {
    return std::countl_zero(((own & line) << mirrored_row_shift) << 8) & 0x38;
  };
  return along_row +
         ((after(lines.column) + before(lines.column) + after(lines.diagonal) +
           before(lines.diagonal) + after(lines.anti_diagonal) + before(lines.anti_diagonal)) >>
          3);
}

}  // namespace

extern const Implementation lzcnt_row_shift =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
