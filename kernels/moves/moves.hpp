#pragma once
// Othello legal moves: the empty squares where `own` may play against `opp`, i.e. those from
// which, in some direction, a run of opponent discs is closed by an own disc.
//
// Boards are N x N in the dense layout of kernels/core/square_board.hpp. A kernel is
// `Board kernel(Board own, Board opp)` where Board is SquareBoard<N>::Board.

#include <span>
#include <tuple>

#include "core/implementation.hpp"
#include "core/square_board.hpp"
#include "perft/perft.hpp"

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

using Traits = perft::OthelloTraits<Input>;
using Entry = bitbench::Entry<Traits>;
// A legal-move implementation, with its perft trees, each size's paired with a flip partner.
using Implementation = perft::OthelloImplementation<Input>;

// at_sides<N...>(kernel, partners, info) makes the implementation of a kernel at the sides N...
// (`[]<int N> { return &kernel<N>; }`), its perft trees paired with the flip kernels
// `partners` gives (perft::kNoPartner for none); at_every_side, at every side, 4 to 16.
template <int... N>
inline constexpr perft::AtSides<Input, false, N...> at_sides{};
inline constexpr auto at_every_side = at_sides<4, 6, 8, 10, 12, 14, 16>;

// Returns the registered implementations in priority order (kernels/moves/registry.cpp).
std::span<const Implementation* const> implementations();

}  // namespace bitbench::moves
