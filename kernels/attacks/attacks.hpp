#pragma once
// Sliding attacks: the squares a rook, bishop or queen (or a shogi lance) on `sq` attacks
// given the occupancy `occ` of the board: every square along its rays up to and including
// the first occupied one. The piece's own square is never in the result.
//
// Chess boards are N x N (N = 8, 10, 12, 16) in the dense layout of
// kernels/core/square_board.hpp (bit N * row + col, row 0 at the top). The shogi board,
// registered as size 9, has its own layout (kernels/attacks/shogi.hpp). A kernel is
// `Board kernel(Board occ, int sq)` for one piece.

#include <array>
#include <cstdint>
#include <span>
#include <variant>

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

// The occupancy of an 8x8 board with its three rotated copies (kernels/attacks/rotated.hpp),
// as an engine using rotated bitboards keeps them up to date move by move. Kernels that take
// it ready-made are `std::uint64_t kernel(const RotatedOccupancy&, int sq)`.
struct RotatedOccupancy {
  std::uint64_t occ;
  std::uint64_t file;           // rotated by 90 degrees: file by file
  std::uint64_t diagonal;       // rotated by 45 degrees: diagonal by diagonal
  std::uint64_t anti_diagonal;  // rotated by -45 degrees

  // For the latency chain, which folds a zero into the occupancy.
  RotatedOccupancy& operator^=(std::uint64_t carried_zero) {
    occ ^= carried_zero;
    return *this;
  }
};

using ReadyRotatedLoops = KernelLoops<AttackInputOf<RotatedOccupancy>, std::uint64_t>;

template <std::uint64_t (*kernel)(const RotatedOccupancy&, int)>
struct UnpackRotatedInput {
  static std::uint64_t call(const AttackInputOf<RotatedOccupancy>& in) {
    return kernel(in.occ, in.sq);
  }
};

template <std::uint64_t (*kernel)(const RotatedOccupancy&, int)>
inline constexpr ReadyRotatedLoops ready_rotated_loops =
    BatchLoops<&UnpackRotatedInput<kernel>::call, AttackInputOf<RotatedOccupancy>, std::uint64_t,
               FeedOccupancy>::loops;

// One compiled kernel: a board size and a piece, and the loops over plain occupancies of any
// board size or over ready-made rotated ones.
struct AttackSize {
  int n;
  Piece piece;
  std::variant<AttackLoopsOf<std::uint64_t>, AttackLoopsOf<Bits<2>>, AttackLoopsOf<Bits<3>>,
               AttackLoopsOf<Bits<4>>, ReadyRotatedLoops>
      loops;
};

// The bytes of tables a kernel reads at one board size.
struct TableBytes {
  int n = 0;
  std::size_t bytes = 0;
};

// A registry entry; table_bytes lists, per board size that has tables, their bytes (none for
// a kernel without tables).
struct AttackImplementation : Implementation<AttackSize> {
  std::array<TableBytes, 4> table_bytes{};
};

// Returns the registered implementations in priority order (kernels/attacks/registry.cpp).
std::span<const AttackImplementation* const> implementations();

}  // namespace bitbench::attacks
