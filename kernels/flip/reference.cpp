// The reference flip: for each of the 8 directions, walk square by square with row and
// column coordinates while the squares hold opponent discs; the run is flipped when it is
// closed by an own disc. No bit tricks, so that it is obviously right.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

template <int N>
typename SquareBoard<N>::Board flip_reference(typename SquareBoard<N>::Board own,
                                              typename SquareBoard<N>::Board opp, int sq) {
  using Geometry = SquareBoard<N>;
  using Board = typename Geometry::Board;
  const auto holds = [](const Board& board, int row, int col) {
    return Geometry::on_board(row, col) && test_bit(board, Geometry::square(row, col));
  };
  const int move_row = sq / N;
  const int move_col = sq % N;
  if (holds(own | opp, move_row, move_col)) return Board{};
  Board flipped{};
  for (const auto& [d_row, d_col] : kDirections) {
    Board run{};
    int row = move_row + d_row;
    int col = move_col + d_col;
    while (holds(opp, row, col)) {
      run |= single_bit<Board>(Geometry::square(row, col));
      row += d_row;
      col += d_col;
    }
    if (holds(own, row, col)) flipped |= run;
  }
  return flipped;
}

template <int N>
constexpr FlipSize kSize{N, flip_loops<flip_reference<N>>};
constexpr FlipSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                               kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const FlipImplementation reference{
    "reference", "walks each of the 8 directions square by square with coordinates", 0, kSizes,
    Role::kReference};

}  // namespace bitbench::flip
