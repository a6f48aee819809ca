// The reference last-move flip count: for the side to move, then if it flips nothing for the
// opponent, walk each of the 8 directions square by square with row and column coordinates
// while the squares hold the other side's discs, and count a run closed by a disc of the side
// playing. No bit tricks, so that it is obviously right.

#include "last_flip/last_flip.hpp"

namespace bitbench::last_flip {
namespace {

// Returns the discs `mine`'s side flips by playing the empty square `sq`, `theirs` holding the
// other side's discs.
template <int N>
int flips_by(const Board<N>& mine, const Board<N>& theirs, int sq) {
  using Geometry = SquareBoard<N>;
  const auto holds = [](const Board<N>& board, int row, int col) {
    return Geometry::on_board(row, col) && test_bit(board, Geometry::square(row, col));
  };
  int flipped = 0;
  for (const auto& [d_row, d_col] : kDirections) {
    int run = 0;
    int row = sq / N + d_row;
    int col = sq % N + d_col;
    while (holds(theirs, row, col)) {
      ++run;
      row += d_row;
      col += d_col;
    }
    if (holds(mine, row, col)) flipped += run;
  }
  return flipped;
}

// Returns what playing the last empty square `sq` flips: the side to move's count, or minus the
// opponent's when the side to move flips nothing.
template <int N>
int last_flip_walk(Board<N> own, int sq) {
  Board<N> opp{};
  for (int s = 0; s < N * N; ++s) {
    if (s != sq && !test_bit(own, s)) set_bit(opp, s);
  }
  const int by_mover = flips_by<N>(own, opp, sq);
  return by_mover > 0 ? by_mover : -flips_by<N>(opp, own, sq);
}

}  // namespace

extern const Implementation reference = at_every_side([]<int N> { return &last_flip_walk<N>; });

}  // namespace bitbench::last_flip
