#pragma once
// Othello flip: the discs of `opp` that turn over when `own` plays the empty square `sq`;
// 0 when the move flips nothing (an illegal move).
//
// Boards are N x N in the dense layout of kernels/core/square_board.hpp: bit row * N + col,
// row 0 at the top. A kernel is `Board kernel(Board own, Board opp, int sq)` where Board is
// SquareBoard<N>::Board: std::uint64_t up to 8x8, Bits<W> beyond.

#include <span>
#include <tuple>

#include "core/implementation.hpp"
#include "core/othello_sides.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"

namespace bitbench::flip {

template <int N>
struct Input {
  using Output = Board<N>;
  static constexpr int kSide = N;
  Board<N> own;
  Board<N> opp;
  int sq;

  auto fields() const { return std::tie(own, opp, sq); }
  // The latency chain threads each result into the next call's own discs.
  void feed(const Board<N>& carried_zero) { own ^= carried_zero; }
};

BITBENCH_OTHELLO_FAMILY(Input)

inline namespace BITBENCH_TIER {

// A flip kernel made of its flips in one direction, ORed over the 8
// (SquareBoard::or_over_directions): `Direction::flips<N, kShift>(move, own, run_opp)` returns
// the discs flipped toward kShift, `run_opp` holding the opponent discs a run may cross that way
// (sentinel-masked for the directions that move a column).
template <int N, class Direction>
Board<N> flip_by_direction(Board<N> own, Board<N> opp, int sq) {
  const Board<N> move = single_bit<Board<N>>(sq);
  return SquareBoard<N>::or_over_directions(opp, [&]<int kShift>(const Board<N>& run_opp) {
    return Direction::template flips<N, kShift>(move, own, run_opp);
  });
}

// The kernel at every side it has, for its registration and for perft's pairs.
template <class Direction>
inline constexpr auto kKernelByDirection = []<int N> { return &flip_by_direction<N, Direction>; };

}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/flip/registry.cpp

}  // namespace bitbench::flip
