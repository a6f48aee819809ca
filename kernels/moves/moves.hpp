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
using Board = typename SquareBoard<N>::Board;

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

// Returns the registered implementations in priority order (kernels/moves/registry.cpp).
std::span<const Implementation* const> implementations();
// Returns every name the registry lists, with what each resolves to here.
std::span<const Listed> listed();

}  // namespace bitbench::moves
