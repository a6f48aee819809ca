#pragma once
// Othello flip: the discs of `opp` that turn over when `own` plays the empty square `sq`;
// 0 when the move flips nothing (an illegal move).
//
// Boards are N x N in the dense layout of kernels/core/square_board.hpp: bit row * N + col,
// row 0 at the top. A kernel is `Board kernel(Board own, Board opp, int sq)` where Board is
// SquareBoard<N>::Board: std::uint64_t up to 8x8, Bits<W> beyond.

#include <cstdint>
#include <span>

#include "core/batch_loops.hpp"
#include "core/implementation.hpp"
#include "core/square_board.hpp"

namespace bitbench::flip {

template <class Board>
struct FlipInputOf {
  Board own;
  Board opp;
  int sq;
};
using FlipInput = FlipInputOf<std::uint64_t>;

template <class Board>
using FlipLoopsOf = KernelLoops<FlipInputOf<Board>, Board>;

template <class Board>
Board board_of(Board (*)(Board, Board, int));

template <auto kernel>
using KernelBoard = decltype(board_of(kernel));

template <auto kernel>
struct UnpackFlipInput {
  static KernelBoard<kernel> call(const FlipInputOf<KernelBoard<kernel>>& in) {
    return kernel(in.own, in.opp, in.sq);
  }
};

// Instantiates the batch loops of a kernel `Board kernel(Board own, Board opp, int sq)`,
// which must be defined in the calling translation unit with internal linkage so that the
// loops (and the kernel inlined in them) stay private to it.
template <auto kernel>
inline constexpr FlipLoopsOf<KernelBoard<kernel>> flip_loops =
    BatchLoops<&UnpackFlipInput<kernel>::call, FlipInputOf<KernelBoard<kernel>>,
               KernelBoard<kernel>, FeedOwn>::loops;

struct FlipSize {
  int n;
  LoopsForAnyBoard<FlipLoopsOf> loops;
};

using FlipImplementation = Implementation<FlipSize>;

// Returns the registered implementations in priority order (kernels/flip/registry.cpp).
std::span<const FlipImplementation* const> implementations();

}  // namespace bitbench::flip
