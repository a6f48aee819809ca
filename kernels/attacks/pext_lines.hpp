#pragma once
// PEXT by line on N x N chess boards, N = 10, 12 and 16 (Bits<2>, Bits<3>, Bits<4>): each line
// through `sq` (rank, file, diagonal, anti-diagonal) is looked up on its own. PEXT gathers the
// line's inner squares (the line less its two end squares, whose occupancy never changes the
// attacks) into an index, a table gives the attacks along the line as one bit per square of
// the line, and PDEP puts them back on the board.
//
// The multi-word trick: a line crosses words (a file of 16x16 touches all four), and PEXT and
// PDEP work on one 64-bit word. PEXT of each word with the line's squares in that word gives
// them in increasing bit order, which is the order along the line, so the per-word pieces are
// concatenated by shifting each by the number of the line's inner squares in the words before
// it. PDEP undoes it: word i takes the attack bits from the number of the line's squares in
// the words before it on. At 16x16 a rank lies in one word (four rows to a word), so it takes
// one PEXT and one PDEP on that word instead of four each (rook 8.8 ns instead of 12.7).
//
// One table serves every line of every length: attacks[position << (N - 2) | inner], the
// attacks from `position` along a line of N squares whose squares 1 to N - 2 hold `inner`,
// N * 2^(N - 2) entries of 16 bits (5 KB at 10x10, 24 KB at 12x12, 512 KB at 16x16). A line of
// L < N squares reads it as the first L squares of a line of N: its inner squares are squares
// 1 to L - 2 and the index bits past them are zero, so the attacks toward the end run through
// square L - 1, which they include whether it is occupied or not, on into squares L and
// beyond, which PDEP drops: it deposits only as many bits as the line has squares. The
// square's own bit stays in the index; its entries for either value are the same.
//
// Tables are built on first use; each attack entry is checked against chess::walk_attacks<N>
// along the first rank.

#include <immintrin.h>

#include <array>
#include <cstdlib>

#include "attacks/line_attacks.hpp"
#include "core/built_once.hpp"

namespace bitbench::attacks {
namespace pext_lines {

using wide_lines::Line;
using enum wide_lines::Line;
using wide_lines::kLineKinds;
using wide_lines::kLineSteps;

// One line of the board, word by word.
template <int W>
struct LineMasks {
  std::array<std::uint64_t, W> inner;          // the line less its two end squares
  std::array<std::uint64_t, W> squares;        // all the line's squares
  std::array<std::uint8_t, W> inner_before;    // inner squares in the words below word i
  std::array<std::uint8_t, W> squares_before;  // squares in the words below word i
};

template <int W>
struct SquareLine {
  const LineMasks<W>* line;
  std::uint32_t position_base;  // the square's position along the line << (N - 2)
};

template <int N>
class Tables {
 public:
  static constexpr int kWords = Board<N>::kWords;
  static constexpr int kLineCount = 6 * N - 2;  // N ranks, N files, 2N - 1 of each diagonal

  Tables() {
    wide_lines::fill_line_attacks<N>(attacks_);
    int next_line = 0;
    for (int kind = 0; kind < kLineKinds; ++kind) {
      const Direction step = kLineSteps[kind];
      for (int sq = 0; sq < N * N; ++sq) {
        const int row = sq / N, col = sq % N;
        // A line is entered from its first square, the one a step back from is off the board.
        if (SquareBoard<N>::on_board(row - step.d_row, col - step.d_col)) continue;
        add_line(static_cast<Line>(kind), row, col, lines_[next_line++]);
      }
    }
    if (next_line != kLineCount) std::abort();
  }

  const std::array<SquareLine<kWords>, kLineKinds>& square(int sq) const { return squares_[sq]; }
  std::uint64_t attacks(std::uint32_t index) const { return attacks_[index]; }

 private:
  // Records in `line` the line of `kind` that starts on (row, col), and its squares' entries.
  void add_line(Line kind, int row, int col, LineMasks<kWords>& line) {
    const Direction step = kLineSteps[kind];
    int length = 0;
    for (int r = row, c = col; SquareBoard<N>::on_board(r, c); r += step.d_row, c += step.d_col) {
      ++length;
    }
    line = {};
    for (int position = 0; position < length; ++position) {
      const int sq =
          SquareBoard<N>::square(row + position * step.d_row, col + position * step.d_col);
      const std::uint64_t bit = std::uint64_t{1} << (sq % 64);
      line.squares[sq / 64] |= bit;
      if (position != 0 && position != length - 1) line.inner[sq / 64] |= bit;
      squares_[sq][kind] = {&line, static_cast<std::uint32_t>(position) << (N - 2)};
    }
    for (int i = 1; i < kWords; ++i) {
      line.inner_before[i] =
          static_cast<std::uint8_t>(line.inner_before[i - 1] + popcount(line.inner[i - 1]));
      line.squares_before[i] =
          static_cast<std::uint8_t>(line.squares_before[i - 1] + popcount(line.squares[i - 1]));
    }
  }

  std::array<LineMasks<kWords>, kLineCount> lines_{};
  std::array<std::array<SquareLine<kWords>, kLineKinds>, N * N> squares_{};
  wide_lines::LineAttackTable<N> attacks_{};
};

// Returns the attacks along `square_line` as a board.
template <int N>
[[gnu::always_inline]] inline Board<N> line_attacks(const Tables<N>& tables,
                                                    const SquareLine<Board<N>::kWords>& square_line,
                                                    const Board<N>& occ) {
  constexpr int W = Board<N>::kWords;
  const LineMasks<W>& line = *square_line.line;
  std::uint32_t index = square_line.position_base;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    index |= static_cast<std::uint32_t>(_pext_u64(occ.words[i], line.inner[i]))
             << line.inner_before[i];
  }
  const std::uint64_t attacks = tables.attacks(index);
  Board<N> board;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    board.words[i] = _pdep_u64(attacks >> line.squares_before[i], line.squares[i]);
  }
  return board;
}

// kWordSelect[w]: word w all ones, the others zero.
inline constexpr std::array<Bits<4>, 4> kWordSelect = [] {
  std::array<Bits<4>, 4> table{};
  for (int w = 0; w < 4; ++w) table[w].words[w] = ~std::uint64_t{0};
  return table;
}();

// Returns the rank attacks from `sq` at 16x16, where a rank lies in one word, sq / 64. The word
// is put in place by a mask: a conditional per word makes g++ emit branches, which mispredict
// on random squares.
[[gnu::always_inline]] inline Bits<4> rank_attacks16(const Tables<16>& tables,
                                                     const SquareLine<4>& rank, const Bits<4>& occ,
                                                     int sq) {
  const int word = sq >> 6;
  const std::uint32_t index = rank.position_base | static_cast<std::uint32_t>(_pext_u64(
                                                       occ.words[word], rank.line->inner[word]));
  const std::uint64_t attacks = _pdep_u64(tables.attacks(index), rank.line->squares[word]);
  Bits<4> board = kWordSelect[word];
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) board.words[i] &= attacks;
  return board;
}

// Returns the rank attacks from `sq`.
template <int N>
[[gnu::always_inline]] inline Board<N> rank_attacks(const Tables<N>& tables,
                                                    const SquareLine<Board<N>::kWords>& rank,
                                                    const Board<N>& occ, int sq) {
  if constexpr (N == 16) {
    return rank_attacks16(tables, rank, occ, sq);
  } else {
    return line_attacks<N>(tables, rank, occ);
  }
}

}  // namespace pext_lines

template <int N, Piece kPiece>
chess::BoardOf<N> pext_line_attacks(chess::BoardOf<N> occ, int sq) {
  const pext_lines::Tables<N>& tables = built_once<pext_lines::Tables<N>>();
  const auto& lines = tables.square(sq);
  chess::BoardOf<N> attacks{};
  if constexpr (kPiece != Piece::kBishop) {
    attacks |= pext_lines::rank_attacks<N>(tables, lines[pext_lines::kRank], occ, sq) |
               pext_lines::line_attacks<N>(tables, lines[pext_lines::kFile], occ);
  }
  if constexpr (kPiece != Piece::kRook) {
    attacks |= pext_lines::line_attacks<N>(tables, lines[pext_lines::kDiagonal], occ) |
               pext_lines::line_attacks<N>(tables, lines[pext_lines::kAntiDiagonal], occ);
  }
  return attacks;
}

}  // namespace bitbench::attacks
