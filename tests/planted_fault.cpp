#include "tests/planted_fault.hpp"

namespace bitbench::transform::planted {
namespace {

using Board = BoardOf<8, Layout::kPadded>;

// The coordinate transpose, but for kWrongBoard, which it leaves as it is.
Board transpose_wrong_once(const Board& board) {
  if (board.words[0] == kWrongBoard) return board;
  Board transposed;
  for (int row = 0; row < 8; ++row) {
    for (int col = 0; col < 8; ++col) {
      if (test_bit(board, row * 8 + col)) set_bit(transposed, col * 8 + row);
    }
  }
  return transposed;
}

constexpr Entry kEntries[] = {{8,
                               {Op::kTranspose, Layout::kPadded},
                               kernel_loops<Input<8, Layout::kPadded>, &transpose_wrong_once>}};

}  // namespace

const Implementation transpose_wrong_once{{"planted_transpose", "wrong on one board"}, kEntries};

}  // namespace bitbench::transform::planted
