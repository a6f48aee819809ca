#pragma once
// The geometry of an N x N board in the dense layout every kernel family receives its
// boards in: square (row, col) is bit row * N + col, row 0 at the top, col 0 at the left,
// in one 64-bit word up to N = 8 and in Bits<W> beyond (kernels/core/bits.hpp). For N = 8
// this is the classic 8x8 bitboard.
//
// Dense rather than padded with a sentinel column: it keeps boards up to 8x8 in one word
// and 16x16 in 256 bits, and each step needs only one mask. A kernel that prefers another
// layout converts inside itself, and is timed with the conversion.

#include <array>

#include "core/bits.hpp"

namespace bitbench {

struct Direction {
  int d_row;
  int d_col;
};

// The 8 directions: the 4 toward higher bits first (east, south-west, south, south-east),
// then their opposites in the same order.
inline constexpr std::array<Direction, 8> kDirections{
    {{0, 1}, {1, -1}, {1, 0}, {1, 1}, {0, -1}, {-1, 1}, {-1, 0}, {-1, -1}}};

template <int N>
struct SquareBoard {
  static_assert(N >= 2 && N <= 16);
  using Board = BoardBits<N * N>;
  static constexpr int kSide = N;
  static constexpr int kSquares = N * N;

  static constexpr int square(int row, int col) { return row * N + col; }
  static constexpr bool on_board(int row, int col) {
    return row >= 0 && row < N && col >= 0 && col < N;
  }

  // Returns every square of the board.
  static constexpr Board all() {
    Board b{};
    for (int sq = 0; sq < kSquares; ++sq) set_bit(b, sq);
    return b;
  }

  // Returns the squares that a step of `d` can land on from a square of the board: the
  // board less the column (and for N x N, the bits beyond the last row) a step would
  // wrap into.
  static constexpr Board landing(Direction d) {
    Board b{};
    for (int row = 0; row < N; ++row) {
      for (int col = 0; col < N; ++col) {
        if (on_board(row - d.d_row, col - d.d_col)) set_bit(b, square(row, col));
      }
    }
    return b;
  }

  // Returns columns 1 to N - 2. Opponent discs kept to them are the sentinel of the Japanese
  // flip document (seed 000): a run stepping along a row or a diagonal by plain shifts ends
  // at an edge column instead of wrapping around into the next row.
  static constexpr Board inner_columns() { return landing({0, 1}) & landing({0, -1}); }

  // Returns the OR over the 8 directions of visit.template operator()<kShift>(run_opp), with
  // kShift the bit distance of one step and run_opp the opponent discs a run in that
  // direction may hold: all of them vertically, those on the inner columns otherwise.
  template <class Visit>
  static Board or_over_directions(const Board& opp, Visit visit) {
    static constexpr Board kInner = inner_columns();
    const Board inner_opp = opp & kInner;
    return visit.template operator()<1>(inner_opp) | visit.template operator()<-1>(inner_opp) |
           visit.template operator()<N>(opp) | visit.template operator()<-N>(opp) |
           visit.template operator()<N + 1>(inner_opp) |
           visit.template operator()<-(N + 1)>(inner_opp) |
           visit.template operator()<N - 1>(inner_opp) |
           visit.template operator()<-(N - 1)>(inner_opp);
  }

  // Returns the bit distance of one step of `d`: positive toward higher bits.
  static constexpr int shift(Direction d) { return d.d_row * N + d.d_col; }

  // Returns `b` moved one step in direction (d_row, d_col), with squares that would leave
  // the board dropped.
  template <int d_row, int d_col>
  static constexpr Board step(const Board& b) {
    constexpr int distance = shift({d_row, d_col});
    constexpr Board mask = landing({d_row, d_col});
    if constexpr (distance > 0) {
      return (b << distance) & mask;
    } else {
      return (b >> -distance) & mask;
    }
  }

  // Returns the squares from `sq` (excluded) to the edge in direction `d`.
  static constexpr Board ray(int sq, Direction d) {
    Board b{};
    for (int row = sq / N + d.d_row, col = sq % N + d.d_col; on_board(row, col);
         row += d.d_row, col += d.d_col) {
      set_bit(b, square(row, col));
    }
    return b;
  }
};

// The bits of the N x N board: std::uint64_t up to 8x8, Bits<W> beyond.
template <int N>
using Board = typename SquareBoard<N>::Board;

}  // namespace bitbench
