#pragma once
// Othello legal moves: the empty squares where `own` may play against `opp`, i.e. those from
// which, in some direction, a run of opponent discs is closed by an own disc.
//
// Boards are N x N in the dense layout of kernels/core/square_board.hpp. A kernel is
// `Board kernel(Board own, Board opp)` where Board is SquareBoard<N>::Board.

#include <cstdint>
#include <span>

#include "core/batch_loops.hpp"
#include "core/implementation.hpp"
#include "core/square_board.hpp"

namespace bitbench::moves {

template <class Board>
struct MovesInputOf {
  Board own;
  Board opp;
};

template <class Board>
using MovesLoopsOf = KernelLoops<MovesInputOf<Board>, Board>;

template <class Board>
Board board_of(Board (*)(Board, Board));

template <auto kernel>
using KernelBoard = decltype(board_of(kernel));

template <auto kernel>
struct UnpackMovesInput {
  static KernelBoard<kernel> call(const MovesInputOf<KernelBoard<kernel>>& in) {
    return kernel(in.own, in.opp);
  }
};

// Instantiates the batch loops of a kernel `Board kernel(Board own, Board opp)`, which must
// be defined in the calling translation unit with internal linkage.
template <auto kernel>
inline constexpr MovesLoopsOf<KernelBoard<kernel>> moves_loops =
    BatchLoops<&UnpackMovesInput<kernel>::call, MovesInputOf<KernelBoard<kernel>>,
               KernelBoard<kernel>, FeedOwn>::loops;

struct MovesSize {
  int n;
  LoopsForAnyBoard<MovesLoopsOf> loops;
};

using MovesImplementation = Implementation<MovesSize>;

// Returns the registered implementations in priority order (kernels/moves/registry.cpp).
std::span<const MovesImplementation* const> implementations();

}  // namespace bitbench::moves
