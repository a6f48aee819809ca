#pragma once
// The reference flip: for each of the 8 directions, walk square by square with row and column
// coordinates while the squares hold opponent discs; the run is flipped when it is closed by an
// own disc. No bit tricks, so that it is obviously right. In a header for the reference pair of
// perft.

#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::reference_walk {
inline namespace BITBENCH_TIER {

// Returns the discs of `opp` flipped when `own` plays `sq`; none when `sq` is occupied.
template <int N>
Board<N> flips(Board<N> own, Board<N> opp, int sq) {
  using Geometry = SquareBoard<N>;
  const auto holds = [](const Board<N>& board, int row, int col) {
    return Geometry::on_board(row, col) && test_bit(board, Geometry::square(row, col));
  };
  const int move_row = sq / N;
  const int move_col = sq % N;
  if (holds(own | opp, move_row, move_col)) return Board<N>{};
  Board<N> flipped{};
  for (const auto& [d_row, d_col] : kDirections) {
    Board<N> run{};
    int row = move_row + d_row;
    int col = move_col + d_col;
    while (holds(opp, row, col)) {
      run |= single_bit<Board<N>>(Geometry::square(row, col));
      row += d_row;
      col += d_col;
    }
    if (holds(own, row, col)) flipped |= run;
  }
  return flipped;
}

// The kernel at every side, for its registration and for perft's reference pair.
inline constexpr auto kKernel = []<int N> { return &flips<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::reference_walk
