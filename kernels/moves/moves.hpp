#pragma once
// Othello legal moves: the empty squares where `own` may play against `opp`, i.e. those from
// which, in some direction, a run of opponent discs is closed by an own disc.
//
// Boards are N x N in the dense layout of kernels/core/square_board.hpp. A kernel is
// `Board kernel(Board own, Board opp)` where Board is SquareBoard<N>::Board.

#include <span>
#include <tuple>

#include "core/implementation.hpp"
#include "core/othello_sides.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"

namespace bitbench::moves {

template <int N>
struct Input {
  using Output = Board<N>;
  static constexpr int kSide = N;
  Board<N> own;
  Board<N> opp;

  auto fields() const { return std::tie(own, opp); }
  // The latency chain threads each result into the next call's own discs.
  void feed(const Board<N>& carried_zero) { own ^= carried_zero; }
};

BITBENCH_OTHELLO_FAMILY(Input)

inline namespace BITBENCH_TIER {

// A legal-move kernel made of its moves in one direction, ORed over the 8
// (SquareBoard::or_over_directions): `Direction::moves<N, kShift>(own, run_opp, empty)` returns
// the empty squares that close, kShift bits beyond its end, a run of opponent discs from `run_opp`
// that starts kShift bits beyond an own disc.
template <int N, class Direction>
Board<N> moves_by_direction(Board<N> own, Board<N> opp) {
  constexpr Board<N> kBoard = SquareBoard<N>::all();
  const Board<N> empty = ~(own | opp) & kBoard;
  return SquareBoard<N>::or_over_directions(opp, [&]<int kShift>(const Board<N>& run_opp) {
    return Direction::template moves<N, kShift>(own, run_opp, empty);
  });
}

// The kernel at every side, for its registration and for perft's pairs.
template <class Direction>
inline constexpr auto kKernelByDirection = []<int N> { return &moves_by_direction<N, Direction>; };

}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/moves/registry.cpp

}  // namespace bitbench::moves
