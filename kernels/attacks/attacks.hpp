#pragma once
// Sliding attacks: the squares a rook, bishop or queen (or a shogi lance) on `sq` attacks
// given the occupancy `occ` of the board: every square along its rays up to and including
// the first occupied one. The piece's own square is never in the result.
//
// Chess boards are N x N (N = 8, 10, 12, 16) in the dense layout of
// kernels/core/square_board.hpp (bit N * row + col, row 0 at the top). The shogi board,
// registered as size 9, has its own layout (kernels/attacks/shogi.hpp). A kernel is
// `Board kernel(Board occ, int sq)` for one piece.

#include <cstdint>
#include <span>

#include "core/batch_loops.hpp"
#include "core/implementation.hpp"
#include "core/square_board.hpp"

namespace bitbench::attacks {

// Chess has rook, bishop and queen; shogi rook, bishop and the lance of each side (black's
// moves toward rank 1, white's toward rank 9).
enum class Piece { kRook, kBishop, kQueen, kLanceBlack, kLanceWhite };

template <class Board>
struct AttackInputOf {
  Board occ;
  int sq;
};

template <class Board>
using AttackLoopsOf = KernelLoops<AttackInputOf<Board>, Board>;

template <class Board>
Board board_of(Board (*)(Board, int));

template <auto kernel>
using KernelBoard = decltype(board_of(kernel));

template <auto kernel>
struct UnpackAttackInput {
  static KernelBoard<kernel> call(const AttackInputOf<KernelBoard<kernel>>& in) {
    return kernel(in.occ, in.sq);
  }
};

// The latency chain threads each result into the next call's occupancy.
struct FeedOccupancy {
  template <class Input, class Board>
  Input operator()(Input next, const Board& carried_zero) const {
    next.occ ^= carried_zero;
    return next;
  }
};

// Instantiates the batch loops of a kernel `Board kernel(Board occ, int sq)` defined with
// internal linkage in the calling translation unit.
template <auto kernel>
inline constexpr AttackLoopsOf<KernelBoard<kernel>> attack_loops =
    BatchLoops<&UnpackAttackInput<kernel>::call, AttackInputOf<KernelBoard<kernel>>,
               KernelBoard<kernel>, FeedOccupancy>::loops;

// One compiled kernel: a board size and a piece.
struct AttackSize {
  int n;
  Piece piece;
  LoopsForAnyBoard<AttackLoopsOf> loops;
};

// A registry entry; table_bytes is the size of the tables the kernel reads (0 for none).
struct AttackImplementation : Implementation<AttackSize> {
  std::size_t table_bytes = 0;
};

// Returns the registered implementations in priority order (kernels/attacks/registry.cpp).
std::span<const AttackImplementation* const> implementations();

}  // namespace bitbench::attacks
