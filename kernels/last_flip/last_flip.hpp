#pragma once
// Othello's last-move flip count, the hottest kernel of an endgame solver: with one empty square
// left, how many discs does playing it flip?
//
// The input is a board with exactly one empty square, `sq`. Every other square holds a disc, so
// the side to move's discs `own` say it all: the opponent holds the board less `own` and `sq`,
// and a kernel takes `int kernel(Board own, int sq)`, as Edax's last_flip(pos, P) does. The
// output is what a solver needs for the final score:
//   n > 0   the side to move flips n discs by playing `sq`;
//   -m      the side to move cannot play there (flips nothing) and the opponent flips m discs;
//   0       neither side can play there: the game ends with the square empty.
//
// Boards are N x N in the dense layout of kernels/core/square_board.hpp: bit row * N + col,
// row 0 at the top. Board is SquareBoard<N>::Board: std::uint64_t up to 8x8, Bits<W> beyond.

#include <cstdint>
#include <span>
#include <tuple>

#include "core/implementation.hpp"
#include "core/othello_sides.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"

namespace bitbench::last_flip {

template <int N>
struct Input {
  using Output = int;
  static constexpr int kSide = N;
  Board<N> own;
  int sq;

  auto fields() const { return std::tie(own, sq); }
  // The latency chain threads each result into the next call's own discs.
  void feed(int carried_zero) {
    const auto zero = static_cast<std::uint64_t>(carried_zero);
    if constexpr (kIsWide<Board<N>>) {
      own.words[0] ^= zero;
    } else {
      own ^= zero;
    }
  }
};

BITBENCH_OTHELLO_FAMILY(Input)

inline namespace BITBENCH_TIER {

// Returns the opponent's discs: every square but `own`'s and the empty one.
template <int N>
[[gnu::always_inline]] inline Board<N> opponent_of(const Board<N>& own, int sq) {
  return SquareBoard<N>::all() & ~own & ~single_bit<Board<N>>(sq);
}

// The kernel of `count_flips(discs, sq)`, which counts the flips of a side whose opponent holds
// every other square: the side to move's count, or, when that is 0, minus the opponent's. Edax's
// solve_1 calls its last_flip a second time the same way, on the complement of the player's
// discs, and only when the first call flips nothing.
template <int N, auto count_flips>
int mover_or_opponent(Board<N> own, int sq) {
  const int flips = count_flips(own, sq);
  if (flips != 0) return flips;
  return -count_flips(opponent_of<N>(own, sq), sq);
}
}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/last_flip/registry.cpp

}  // namespace bitbench::last_flip
