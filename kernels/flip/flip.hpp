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
using Board = typename SquareBoard<N>::Board;

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

using Traits = OthelloTraits<Input>;
using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

inline namespace BITBENCH_TIER {
// at_sides<N...>(kernel, info): the implementation of a kernel (`[]<int N> { return &kernel<N>; }`)
// at the sides N...; at_every_side, at every side (core/othello_sides.hpp).
template <int... N>
inline constexpr OthelloAtSides<Input, N...> at_sides{};
inline constexpr OthelloAtEverySide<Input> at_every_side{};
}  // namespace BITBENCH_TIER

// Returns the registered implementations in priority order (kernels/flip/registry.cpp).
std::span<const Implementation* const> implementations();
// Returns every name the registry lists, with what each resolves to here.
std::span<const Listed> listed();

}  // namespace bitbench::flip
