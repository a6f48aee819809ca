#pragma once
// Rotated bitboards (the chess document, seed 003) on N x N chess boards, N = 10, 12 and 16,
// whose dense boards are Bits<2>, Bits<3> and Bits<4>. Besides the occupancy, rotated
// occupancies hold the lines of one direction each with their squares next to each other, so
// that a line is extracted by a shift and a mask: files (the board turned by 90 degrees),
// diagonals and anti-diagonals (turned by 45 degrees either way, as the document's r45L_map and
// r45R_map). As scalar_rotated does on 8x8, they are computed from `occ` inside every call.
//
// The rotated boards are 16x16 bit matrices in a Bits<4>, one line of up to 16 squares per
// 16-bit row (at N < 16 the occupancy is first spread to 16-bit rows), computed with shifts
// and masks on the whole 256 bits:
//   files: the transpose, by four delta swaps (blocks of 8, 4, 2 and 1 squares trade places);
//   diagonals: each column c rotated up by c rows (four rounds, the columns with bit j of c set
//     rotate by 2^j rows, a rotation of all 256 bits by 16 * 2^j), so that row (r - c) mod 16
//     holds the squares with r - c fixed, one diagonal or two that never share a column;
//   anti-diagonals: the transpose's columns rotated down the same way: row (r + c) mod 16
//     holds the squares with r + c fixed, in order of their rows.
// In each rotated board a line's squares follow one another in the order of their bits on the
// board, so no attack bits need reversing. Rotating as scalar_rotated does, one table lookup
// per byte of `occ` (each byte maps to a fixed set of rotated bits), measured faster at 10x10
// (queen 24 ns against 32) but slower at 12x12 and 16x16 (56 and 115 ns against 37 and 40,
// with tables of 332 and 786 KB).
//
// The line's inner squares (all but its two ends, whose occupancy never changes the attacks)
// index a table of the attacks along a line as one bit per square of the line. One table
// serves every line: attacks[position << (N - 2) | inner], N * 2^(N - 2) entries of 16 bits
// (5 KB, 24 KB, 512 KB); a line of L < N squares reads it as the first L squares of a line of
// N, and the attack bits past its last square are dropped when expanded.
//
// The multi-word tricks: a line read from a multi-word board (a rank of the dense occupancy at
// N = 10, 12 may straddle two words) is taken from the two words its first bit falls in, a
// funnel shift. The attack bits are expanded back onto the dense board word by word: a rank by
// a shift into its word (or two), a file or diagonal, whose squares are N, N + 1 or N - 1 bits
// apart, by one multiplication per word that spreads the line's bits in that word to their
// squares (a line has at most 8 squares in a word and they are at least 9 bits apart, so the
// partial products never overlap), then a mask.
//
// Tables are built on first use; each line-attack entry is checked against
// chess::walk_attacks<N> along the first rank, and each line's expansion of every single
// square against that square's bit.

#include <array>
#include <cstdlib>
#include <utility>

#include "attacks/line_attacks.hpp"
#include "core/built_once.hpp"

namespace bitbench::attacks {
namespace rotated_wide {

using Matrix16 = Bits<4>;  // a 16x16 bit matrix, row r in bits 16r to 16r + 15

using wide_lines::Line;
using enum wide_lines::Line;
using wide_lines::kLineKinds;
using wide_lines::kLineSteps;

// Returns the bit of square (row, col) in the board that holds the lines of `kind`: the dense
// board for ranks, the rotated Matrix16 otherwise.
template <int N>
constexpr int rotated_bit(Line kind, int row, int col) {
  switch (kind) {
    case kRank:
      return row * N + col;
    case kFile:
      return 16 * col + row;
    case kDiagonal:
      return 16 * ((row - col + 16) % 16) + col;
    case kAntiDiagonal:
      return 16 * ((row + col) % 16) + row;
  }
  return -1;
}

// How a file or diagonal's attack bits, one per square in order along the line, go back onto
// the board: word i takes bits first[i] on, `& chunk[i]`, times magic[i], `& squares[i]`.
template <int W>
struct LineSpread {
  std::array<std::uint64_t, W> chunk;
  std::array<std::uint64_t, W> magic;
  std::array<std::uint64_t, W> squares;
  std::array<std::uint8_t, W> first;
};

// A square's line of one direction.
template <int W>
struct SquareLine {
  std::uint32_t position_base;  // the square's position along the line << (N - 2)
  std::uint16_t start;          // the line's first bit in its board
  std::uint16_t inner_mask;     // the line's inner squares, from its second bit
  const LineSpread<W>* spread;  // files and diagonals
};

template <int N>
class Tables {
 public:
  static constexpr int kWords = Board<N>::kWords;

  Tables() {
    wide_lines::fill_line_attacks<N>(attacks_);
    int next_spread = 0;
    for (int kind = 0; kind < kLineKinds; ++kind) {
      const Direction step = kLineSteps[kind];
      for (int sq = 0; sq < N * N; ++sq) {
        const int row = sq / N, col = sq % N;
        // A line is entered from its first square, the one a step back from is off the board.
        if (SquareBoard<N>::on_board(row - step.d_row, col - step.d_col)) continue;
        add_line(static_cast<Line>(kind), row, col,
                 kind == kRank ? nullptr : &spreads_[next_spread++]);
      }
    }
  }

  const std::array<SquareLine<kWords>, kLineKinds>& square(int sq) const { return squares_[sq]; }
  std::uint64_t attacks(std::uint32_t index) const { return attacks_[index]; }

  // Returns the attack bits `attacks` of a file or diagonal put back onto the board.
  [[gnu::always_inline]] static Board<N> expand(const LineSpread<kWords>& spread,
                                                std::uint64_t attacks) {
    Board<N> board;
    BITBENCH_UNROLL
    for (int i = 0; i < kWords; ++i) {
      board.words[i] =
          ((attacks >> spread.first[i]) & spread.chunk[i]) * spread.magic[i] & spread.squares[i];
    }
    return board;
  }

 private:
  // Records the line of `kind` that starts on (row, col): its squares' entries and, for files
  // and diagonals, its spread. Aborts unless the line's rotated bits follow one another.
  void add_line(Line kind, int row, int col, LineSpread<kWords>* spread) {
    const Direction step = kLineSteps[kind];
    int length = 0;
    while (SquareBoard<N>::on_board(row + length * step.d_row, col + length * step.d_col)) {
      ++length;
    }
    const int start = rotated_bit<N>(kind, row, col);
    const auto inner_mask = static_cast<std::uint16_t>(length > 2 ? (1u << (length - 2)) - 1 : 0);
    if (spread) *spread = {};
    for (int position = 0; position < length; ++position) {
      const int r = row + position * step.d_row, c = col + position * step.d_col;
      const int sq = SquareBoard<N>::square(r, c);
      if (rotated_bit<N>(kind, r, c) != start + position) std::abort();
      squares_[sq][kind] = {static_cast<std::uint32_t>(position) << (N - 2),
                            static_cast<std::uint16_t>(start), inner_mask, spread};
      if (!spread) continue;
      const int word = sq / 64;
      if (spread->chunk[word] == 0) spread->first[word] = static_cast<std::uint8_t>(position);
      const int in_chunk = position - spread->first[word];
      spread->chunk[word] |= std::uint64_t{1} << in_chunk;
      spread->magic[word] |= std::uint64_t{1} << (sq % 64 - in_chunk);
      spread->squares[word] |= std::uint64_t{1} << (sq % 64);
    }
    if (!spread) return;
    for (int position = 0; position < length; ++position) {
      const int sq =
          SquareBoard<N>::square(row + position * step.d_row, col + position * step.d_col);
      if (expand(*spread, std::uint64_t{1} << position) != single_bit<Board<N>>(sq)) std::abort();
    }
  }

  std::array<LineSpread<kWords>, 5 * N - 2> spreads_{};  // N files, 2N - 1 of each diagonal
  std::array<std::array<SquareLine<kWords>, kLineKinds>, N * N> squares_{};
  wide_lines::LineAttackTable<N> attacks_{};
};

// Returns the dense N x N board as a Matrix16: row r moves from bit N * r to bit 16 * r.
template <int N>
[[gnu::always_inline]] inline Matrix16 to_matrix16(const Board<N>& board) {
  if constexpr (N == 16) {
    return board;
  } else {
    Matrix16 matrix{};
    [&]<int... kRow>(std::integer_sequence<int, kRow...>) {
      ((matrix.words[kRow / 4] |= ((board >> (N * kRow)).words[0] & ((1u << N) - 1))
                                  << (16 * (kRow % 4))),
       ...);
    }
    (std::make_integer_sequence<int, N>{});
    return matrix;
  }
}

// Returns `x` with the bits of `mask` and those kDelta above them traded.
template <int kDelta>
[[gnu::always_inline]] inline Matrix16 delta_swap(const Matrix16& x, const Matrix16& mask) {
  const Matrix16 t = ((x >> kDelta) ^ x) & mask;
  return x ^ t ^ (t << kDelta);
}

// kTransposeMask[k]: the squares (r, c) that trade places with (r + b, c - b) in the round on
// blocks of b = 8 >> k squares: (r mod 2b) < b and (c mod 2b) >= b.
inline constexpr std::array<Matrix16, 4> kTransposeMask = [] {
  std::array<Matrix16, 4> masks{};
  for (int k = 0; k < 4; ++k) {
    const int b = 8 >> k;
    for (int r = 0; r < 16; ++r)
      for (int c = 0; c < 16; ++c)
        if (r % (2 * b) < b && c % (2 * b) >= b) set_bit(masks[k], 16 * r + c);
  }
  return masks;
}();

[[gnu::always_inline]] inline Matrix16 transpose(Matrix16 x) {
  x = delta_swap<120>(x, kTransposeMask[0]);
  x = delta_swap<60>(x, kTransposeMask[1]);
  x = delta_swap<30>(x, kTransposeMask[2]);
  return delta_swap<15>(x, kTransposeMask[3]);
}

// kColumnsWithBit[j]: the columns whose index has bit j set, in every row.
inline constexpr std::array<Matrix16, 4> kColumnsWithBit = [] {
  std::array<Matrix16, 4> masks{};
  for (int j = 0; j < 4; ++j)
    for (int sq = 0; sq < 256; ++sq)
      if ((sq % 16) >> j & 1) set_bit(masks[j], sq);
  return masks;
}();

// Returns `x` with each column c rotated by c rows: down (to row r + c mod 16) when kDown,
// else up (to row r - c mod 16). Rotating all 256 bits by 16 k moves every square k rows.
template <bool kDown>
[[gnu::always_inline]] inline Matrix16 rotate_columns(Matrix16 x) {
  [&]<int... kBit>(std::integer_sequence<int, kBit...>) {
    ((x ^= (x ^ (kDown ? (x << (16 << kBit)) | (x >> (256 - (16 << kBit)))
                       : (x >> (16 << kBit)) | (x << (256 - (16 << kBit))))) &
           kColumnsWithBit[kBit]),
     ...);
  }
  (std::make_integer_sequence<int, 4>{});
  return x;
}

// Returns the 16 bits of `board` from bit `from` (at most 64 W) on, zeros past the last word.
template <int W>
[[gnu::always_inline]] inline std::uint32_t bits_from(const Bits<W>& board, int from) {
  std::array<std::uint64_t, W + 2> words{};
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) words[i] = board.words[i];
  const int word = from >> 6, shift = from & 63;
  return static_cast<std::uint32_t>((words[word] >> shift) |
                                    ((words[word + 1] << 1) << (63 - shift)));
}

// Returns the table index of `line`, whose squares lie in `board` from line.start on.
template <int W, int kBoardWords>
[[gnu::always_inline]] inline std::uint32_t line_index(const SquareLine<W>& line,
                                                       const Bits<kBoardWords>& board) {
  return line.position_base | (bits_from(board, line.start + 1) & line.inner_mask);
}

// kWordSelect<W>[w]: word w all ones, the others zero; row W is all zero.
template <int W>
inline constexpr std::array<Bits<W>, W + 1> kWordSelect = [] {
  std::array<Bits<W>, W + 1> table{};
  for (int w = 0; w < W; ++w) table[w].words[w] = ~std::uint64_t{0};
  return table;
}();

// Returns the rank attack bits `attacks` (N of them) put back onto the board at bit `start`:
// into word start / 64 and, if the rank straddles, the next. The words are selected by masks: a
// conditional per word makes g++ emit branches, which mispredict on random squares.
template <int N>
[[gnu::always_inline]] inline Board<N> deposit_rank(std::uint64_t attacks, int start) {
  constexpr int W = Board<N>::kWords;
  const int word = start >> 6, shift = start & 63;
  const std::uint64_t low = attacks << shift;
  const std::uint64_t high = (attacks >> 1) >> (63 - shift);
  const Bits<W>& low_select = kWordSelect<W>[word];
  const Bits<W>& high_select = kWordSelect<W>[word + 1];
  Board<N> board;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    board.words[i] = (low & low_select.words[i]) | (high & high_select.words[i]);
  }
  return board;
}

}  // namespace rotated_wide

template <int N, Piece kPiece>
chess::BoardOf<N> rotated_wide_attacks(chess::BoardOf<N> occ, int sq) {
  using namespace rotated_wide;
  const Tables<N>& t = built_once<Tables<N>>();
  const auto& lines = t.square(sq);
  const auto along = [&](Line kind, const Matrix16& rotated) {
    return Tables<N>::expand(*lines[kind].spread, t.attacks(line_index(lines[kind], rotated)));
  };
  const Matrix16 matrix = to_matrix16<N>(occ);
  Board<N> attacks{};
  if constexpr (kPiece != Piece::kBishop) {
    attacks |= deposit_rank<N>(t.attacks(line_index(lines[kRank], occ)), lines[kRank].start);
  }
  if constexpr (kPiece == Piece::kBishop) {
    attacks |= along(kDiagonal, rotate_columns<false>(matrix)) |
               along(kAntiDiagonal, rotate_columns<true>(transpose(matrix)));
  } else {
    const Matrix16 files = transpose(matrix);
    attacks |= along(kFile, files);
    if constexpr (kPiece == Piece::kQueen) {
      attacks |= along(kDiagonal, rotate_columns<false>(matrix)) |
                 along(kAntiDiagonal, rotate_columns<true>(files));
    }
  }
  return attacks;
}

}  // namespace bitbench::attacks
