// The reference legal moves: an empty square is legal when, walking square by square with
// coordinates in some direction, a run of one or more opponent discs is closed by an own disc.

#include "moves/moves.hpp"

namespace bitbench::moves {
namespace {

template <int N>
typename SquareBoard<N>::Board moves_reference(typename SquareBoard<N>::Board own,
                                               typename SquareBoard<N>::Board opp) {
  using Geometry = SquareBoard<N>;
  using Board = typename Geometry::Board;
  const auto holds = [](const Board& board, int row, int col) {
    return Geometry::on_board(row, col) && test_bit(board, Geometry::square(row, col));
  };
  Board legal{};
  for (int row = 0; row < N; ++row) {
    for (int col = 0; col < N; ++col) {
      if (holds(own | opp, row, col)) continue;
      for (const auto& [d_row, d_col] : kDirections) {
        int r = row + d_row, c = col + d_col, run = 0;
        for (; holds(opp, r, c); r += d_row, c += d_col) ++run;
        if (run > 0 && holds(own, r, c)) {
          legal |= single_bit<Board>(Geometry::square(row, col));
          break;
        }
      }
    }
  }
  return legal;
}

template <int N>
constexpr MovesSize kSize{N, moves_loops<moves_reference<N>>};
constexpr MovesSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                                kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const MovesImplementation reference{
    "reference", "per empty square, walks the 8 directions with coordinates", 0, kSizes,
    Role::kReference};

}  // namespace bitbench::moves
