#pragma once
// Boards held as arrays, one byte per square (0 or 1), as the any-size bitboard document's
// ListBoard (a list of rows) and List1dBoard (one flat list) hold them (seed 004), and its
// transforms by index arithmetic: each square copied to where the operation sends it. The
// canonical form compares the 8 images square by square from the last, which is the order of
// the bitboards' numbers (bit row * stride + col).
//
// The harness prepares an array input from the padded bitboard outside the timed loop and
// converts a result back for verify only (harness/transform_family.cpp). In C++ both layouts are
// contiguous bytes: they differ only in how a square's index is computed, where Python's list
// of lists also pays a pointer per row.
//
// A board type is Board2d<N> or Board1d<N>; an implementation is array_implementation<Board>.

#include <array>
#include <cstdint>

#include "transform/transform.hpp"

namespace bitbench::transform {

// Shared by both layouts: the XOR, AND and complement the loops fold and chain results with,
// square by square (the complement keeps each square 0 or 1).
template <class Board>
struct SquareBytes {
  static constexpr int N = Board::kSide;

  // Calls visit(row, col) for every square, row by row.
  template <class Visit>
  static void for_each_square(Visit visit) {
    for (int row = 0; row < N; ++row) {
      for (int col = 0; col < N; ++col) visit(row, col);
    }
  }

  friend Board& operator^=(Board& a, const Board& b) {
    for_each_square([&](int row, int col) { a.at(row, col) ^= b.at(row, col); });
    return a;
  }
  friend Board operator&(Board a, const Board& b) {
    for_each_square([&](int row, int col) { a.at(row, col) &= b.at(row, col); });
    return a;
  }
  friend Board operator~(Board a) {
    for_each_square([&](int row, int col) { a.at(row, col) ^= 1; });
    return a;
  }
  friend bool operator==(const Board& a, const Board& b) {
    bool equal = true;
    for_each_square([&](int row, int col) { equal &= a.at(row, col) == b.at(row, col); });
    return equal;
  }
};

// Rows of arrays: square (row, col) is rows[row][col].
template <int N>
struct Board2d : SquareBytes<Board2d<N>> {
  static constexpr int kSide = N;
  std::array<std::array<std::uint8_t, N>, N> rows{};

  std::uint8_t& at(int row, int col) { return rows[row][col]; }
  std::uint8_t at(int row, int col) const { return rows[row][col]; }
};

// One flat array: square (row, col) is squares[row * N + col].
template <int N>
struct Board1d : SquareBytes<Board1d<N>> {
  static constexpr int kSide = N;
  std::array<std::uint8_t, N * N> squares{};

  std::uint8_t& at(int row, int col) { return squares[row * N + col]; }
  std::uint8_t at(int row, int col) const { return squares[row * N + col]; }
};

// One transform of a board held as an array, prepared from the padded bitboard (Canonical).
template <class Board>
struct ArrayInput {
  using Output = Board;
  using Canonical = Input<Board::kSide, Layout::kPadded>;
  static constexpr int kSide = Board::kSide;
  Board board;

  auto fields() const { return std::tie(board); }
  void feed(const Board& carried_zero) { board ^= carried_zero; }
};

// Returns the array board of a padded bitboard, and back.
template <class Board>
Board array_of(const BoardOf<Board::kSide, Layout::kPadded>& bits) {
  using G = Geometry<Board::kSide, Layout::kPadded>;
  Board board;
  Board::for_each_square(
      [&](int row, int col) { board.at(row, col) = test_bit(bits, G::bit(row, col)); });
  return board;
}
template <class Board>
BoardOf<Board::kSide, Layout::kPadded> bits_of(const Board& board) {
  using G = Geometry<Board::kSide, Layout::kPadded>;
  BoardOf<Board::kSide, Layout::kPadded> bits;
  Board::for_each_square([&](int row, int col) {
    if (board.at(row, col)) set_bit(bits, G::bit(row, col));
  });
  return bits;
}

namespace array_boards {

// The image of `board` under kOp: every square copied to where kOp sends it.
template <Op kOp, class Board>
Board image(const Board& board) {
  constexpr int N = Board::kSide;
  Board result;
  Board::for_each_square([&](int row, int col) {
    const auto [to_row, to_col] = image_square(kOp, N, row, col);
    result.at(to_row, to_col) = board.at(row, col);
  });
  return result;
}

// True when `a` spells a smaller number than `b`: the last square that differs decides.
template <class Board>
bool less_as_number(const Board& a, const Board& b) {
  for (int row = Board::kSide - 1; row >= 0; --row) {
    for (int col = Board::kSide - 1; col >= 0; --col) {
      if (a.at(row, col) != b.at(row, col)) return a.at(row, col) < b.at(row, col);
    }
  }
  return false;
}

// The canonical form: the least of the board and its 7 images.
template <class Board>
Board symmetries(const Board& board) {
  Board least = board;
  const auto keep_least = [&least](const Board& image) {
    if (less_as_number(image, least)) least = image;
  };
  keep_least(image<Op::kMirror>(board));
  keep_least(image<Op::kFlip>(board));
  keep_least(image<Op::kTranspose>(board));
  keep_least(image<Op::kAntiTranspose>(board));
  keep_least(image<Op::kRotate90>(board));
  keep_least(image<Op::kRotate180>(board));
  keep_least(image<Op::kRotate270>(board));
  return least;
}

template <class Board>
constexpr std::array<Entry, 8> entries_for() {
  using In = ArrayInput<Board>;
  constexpr int N = Board::kSide;
  constexpr Layout kLayout = Layout::kPadded;
  return {
      {{N, {Op::kMirror, kLayout}, throughput_loops<In, &image<Op::kMirror, Board>>},
       {N, {Op::kFlip, kLayout}, throughput_loops<In, &image<Op::kFlip, Board>>},
       {N, {Op::kTranspose, kLayout}, throughput_loops<In, &image<Op::kTranspose, Board>>},
       {N, {Op::kAntiTranspose, kLayout}, throughput_loops<In, &image<Op::kAntiTranspose, Board>>},
       {N, {Op::kRotate90, kLayout}, throughput_loops<In, &image<Op::kRotate90, Board>>},
       {N, {Op::kRotate180, kLayout}, throughput_loops<In, &image<Op::kRotate180, Board>>},
       {N, {Op::kRotate270, kLayout}, throughput_loops<In, &image<Op::kRotate270, Board>>},
       {N, {Op::kSymmetries, kLayout}, throughput_loops<In, &symmetries<Board>>}}};
}

template <template <int> class Board, int... N>
inline constexpr auto kEntries = joined(entries_for<Board<N>>()...);

}  // namespace array_boards

// The implementation on boards `Board<N>` at every side, keyed as the padded layout whose
// bitboards they are prepared from and checked against.
inline namespace BITBENCH_TIER {
template <template <int> class Board>
constexpr Implementation array_implementation() {
  return compiled_here<Traits>(
      array_boards::kEntries<Board, 3, 4, 5, 8, 10, 16, 32, 50, 64, 100, 128>);
}
}  // namespace BITBENCH_TIER

}  // namespace bitbench::transform
