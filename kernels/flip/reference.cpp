// The reference flip: for each of the 8 directions, walk square by square with row and
// column coordinates while the squares hold opponent discs; the run is flipped when it is
// closed by an own disc. No bit tricks, so that it is obviously right.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

constexpr int kSide = 8;

bool holds(std::uint64_t board, int row, int col) { return (board >> (row * kSide + col)) & 1; }

std::uint64_t flip_reference(std::uint64_t own, std::uint64_t opp, int sq) {
  const int move_row = sq / kSide;
  const int move_col = sq % kSide;
  if (holds(own | opp, move_row, move_col)) return 0;
  std::uint64_t flipped = 0;
  for (int d_row = -1; d_row <= 1; ++d_row) {
    for (int d_col = -1; d_col <= 1; ++d_col) {
      if (d_row == 0 && d_col == 0) continue;
      std::uint64_t run = 0;
      int row = move_row + d_row;
      int col = move_col + d_col;
      while (row >= 0 && row < kSide && col >= 0 && col < kSide && holds(opp, row, col)) {
        run |= std::uint64_t{1} << (row * kSide + col);
        row += d_row;
        col += d_col;
      }
      const bool closed =
          row >= 0 && row < kSide && col >= 0 && col < kSide && holds(own, row, col);
      if (closed) flipped |= run;
    }
  }
  return flipped;
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_reference>}};

}  // namespace

extern const FlipImplementation reference{
    "reference", "walks each of the 8 directions square by square with coordinates", 0, kSizes,
    Role::kReference};

}  // namespace bitbench::flip
