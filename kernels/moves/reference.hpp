#pragma once
// The reference legal moves: an empty square is legal when, walking square by square with
// coordinates in some direction, a run of one or more opponent discs is closed by an own disc.
// In a header for the reference pair of perft.

#include <string_view>

#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::reference_walk {
inline namespace BITBENCH_TIER {

// Returns the squares where `own` may play.
template <int N>
Board<N> legal_moves(Board<N> own, Board<N> opp) {
  using Geometry = SquareBoard<N>;
  const auto holds = [](const Board<N>& board, int row, int col) {
    return Geometry::on_board(row, col) && test_bit(board, Geometry::square(row, col));
  };
  Board<N> legal{};
  for (int row = 0; row < N; ++row) {
    for (int col = 0; col < N; ++col) {
      if (holds(own | opp, row, col)) continue;
      for (const auto& [d_row, d_col] : kDirections) {
        int r = row + d_row, c = col + d_col, run = 0;
        for (; holds(opp, r, c); r += d_row, c += d_col) ++run;
        if (run > 0 && holds(own, r, c)) {
          legal |= single_bit<Board<N>>(Geometry::square(row, col));
          break;
        }
      }
    }
  }
  return legal;
}

// The kernel at every side, for its registration and for perft's reference pair.
inline constexpr auto kKernel = []<int N> { return &legal_moves<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::reference_walk
