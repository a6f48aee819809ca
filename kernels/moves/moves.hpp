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

struct Traits {
  using Key = NoKey;
  using Loops = AnyLoops<Input<4>, Input<6>, Input<8>, Input<10>, Input<12>, Input<14>, Input<16>>;
};

using Entry = bitbench::Entry<Traits>;

// A legal-move implementation, with its perft trees: each size's paired with a flip partner.
struct Implementation : bitbench::Implementation<Traits> {
  std::span<const perft::PairedEntry> perft;
};

// The entry of side N for `kernel`.
template <int N, auto kernel>
inline constexpr Entry at_side{N, {}, kernel_loops<Input<N>, kernel>};

// Returns the registered implementations in priority order (kernels/moves/registry.cpp).
std::span<const Implementation* const> implementations();

}  // namespace bitbench::moves
