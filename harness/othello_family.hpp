#pragma once
// What the Othello families (flip and legal moves) share as the engine sees them: N x N boards
// from 4x4 to 16x16, inputs drawn from random legal playouts (harness/othello_positions.hpp),
// and the drawing of a position.

#include <string>
#include <string_view>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/othello_positions.hpp"

namespace bitbench {

struct OthelloSpec {
  static constexpr int kHeadlineSizes[] = {8};
  static constexpr Distribution<othello::Positions> kDistributions[] = {
      {"playout", othello::Positions::kPlayout},
      {"early", othello::Positions::kEarly},
      {"middle", othello::Positions::kMiddle},
      {"late", othello::Positions::kLate},
      {"random", othello::Positions::kRandom}};
  static KeyFields key_fields(NoKey) { return {}; }
};

// Returns the position (X to move; * the move, when `move` is a square) beside the expected and
// actual results, named by `result` ("flips", "moves").
template <int N>
std::string draw_position(const Board<N>& own, const Board<N>& opp, int move,
                          std::string_view result, const Board<N>& expected,
                          const Board<N>& actual) {
  const auto at = [](int row, int col) { return SquareBoard<N>::square(row, col); };
  const auto marks = [&](const Board<N>& board) {
    return [board, at](int row, int col) { return test_bit(board, at(row, col)) ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (at(row, col) == move) return '*';
    if (test_bit(own, at(row, col))) return 'X';
    return test_bit(opp, at(row, col)) ? 'O' : '.';
  };
  const std::string what(result);
  return draw_boards(N, {{move >= 0 ? "X to move, * = move" : "X to move", position},
                         {"expected " + what + " " + to_hex(expected), marks(expected)},
                         {"actual " + what + " " + to_hex(actual), marks(actual)}});
}

}  // namespace bitbench
