// Othello flip by the method of the document "Implémenter le traitement de l'inversion à l'aide de
// BitBoard" (seed 001), on N x N boards: in each of the 8 directions, N - 2 masked shifts fill the
// opponent runs that start next to an own disc, which tells whether the move ends one of them;
// then the same masked shifts walk back from the move over that run.

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

// Returns `run` extended by kSteps masked shifts of kShift bits over `run_opp`, unrolled at compile
// time.
template <int N, int kShift, int kSteps>
Board<N> extend(const Board<N>& run, const Board<N>& run_opp) {
  if constexpr (kSteps == 0) {
    return run;
  } else {
    return extend<N, kShift, kSteps - 1>(run | (step<N, kShift>(run) & run_opp), run_opp);
  }
}

// Returns the discs flipped by a run of opponent discs that goes from an own disc toward the move
// in the direction of kShift. `run_opp` holds the opponent discs a run may cross in that
// direction (sentinel-masked for the directions that move a column).
template <int N, int kShift>
Board<N> flip_direction(const Board<N>& move, const Board<N>& own, const Board<N>& run_opp) {
  const Board<N> run = extend<N, kShift, N - 3>(step<N, kShift>(own) & run_opp, run_opp);
  // The move square is empty, so it is legal in this direction when the next step of a run lands
  // on it; `legal_move` is then the move, otherwise 0.
  const Board<N> legal_move = step<N, kShift>(run) & move;
  return extend<N, -kShift, N - 3>(step<N, -kShift>(legal_move) & run_opp, run_opp);
}

template <int N>
Board<N> flip_scalar_shiftfill(Board<N> own, Board<N> opp, int sq) {
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
constexpr FlipSize kSize{N, flip_loops<flip_scalar_shiftfill<N>>};
constexpr FlipSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                               kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const FlipImplementation scalar_shiftfill{
    "scalar_shiftfill",
    "fills opponent runs from own discs by N - 2 masked shifts, then walks back from the move", 0,
    kSizes};

}  // namespace bitbench::flip
