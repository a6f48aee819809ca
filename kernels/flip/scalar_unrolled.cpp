// Othello flip by the no-loop method of the document "bitboard反転パターン取得" (seed 000), on
// N x N boards: in each of the 8 directions, a ladder of nested tests on runs of 1 to N - 2
// opponent discs, unrolled at compile time.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

template <int N>
using Board = typename SquareBoard<N>::Board;

// The squares off columns 0 and N - 1. The opponent discs on them are a sentinel that ends a run
// stepping along a row or a diagonal before it could wrap around to another row.
template <int N>
constexpr Board<N> kInnerColumns =
    SquareBoard<N>::landing(Direction{0, 1}) & SquareBoard<N>::landing(Direction{0, -1});

// Returns `squares` moved one step of kShift bits: toward higher bits when kShift > 0.
template <int N, int kShift>
Board<N> step(const Board<N>& squares) {
  if constexpr (kShift > 0) {
    return squares << kShift;
  } else {
    return squares >> -kShift;
  }
}

// Returns the discs flipped in the direction of kShift, given that the squares 1 to kDistance - 1
// steps from the move hold opponent discs: `run` holds them, `square` is kDistance steps from the
// move. `run_opp` holds the opponent discs a run may cross in that direction (sentinel-masked for
// the directions that move a column).
template <int N, int kShift, int kDistance>
Board<N> flip_from(const Board<N>& square, const Board<N>& run, const Board<N>& own,
                   const Board<N>& run_opp) {
  // After N - 2 opponent discs, the next square is the last one a flipping run can reach.
  if constexpr (kDistance < N - 1) {
    if (square & run_opp) {
      return flip_from<N, kShift, kDistance + 1>(step<N, kShift>(square), run | square, own,
                                                 run_opp);
    }
  }
  return (square & own) ? run : Board<N>{};
}

template <int N, int kShift>
Board<N> flip_direction(const Board<N>& move, const Board<N>& own, const Board<N>& run_opp) {
  return flip_from<N, kShift, 1>(step<N, kShift>(move), Board<N>{}, own, run_opp);
}

template <int N>
Board<N> flip_scalar_unrolled(Board<N> own, Board<N> opp, int sq) {
  const Board<N> move = single_bit<Board<N>>(sq);
  const Board<N> inner_opp = opp & kInnerColumns<N>;
  return flip_direction<N, 1>(move, own, inner_opp) | flip_direction<N, -1>(move, own, inner_opp) |
         flip_direction<N, N>(move, own, opp) | flip_direction<N, -N>(move, own, opp) |
         flip_direction<N, N + 1>(move, own, inner_opp) |
         flip_direction<N, -(N + 1)>(move, own, inner_opp) |
         flip_direction<N, N - 1>(move, own, inner_opp) |
         flip_direction<N, -(N - 1)>(move, own, inner_opp);
}

template <int N>
constexpr FlipSize kSize{N, flip_loops<flip_scalar_unrolled<N>>};
constexpr FlipSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                               kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const FlipImplementation scalar_unrolled{
    "scalar_unrolled",
    "a ladder of nested ifs on runs of 1 to N - 2 discs in each of the 8 directions", 0, kSizes};

}  // namespace bitbench::flip
