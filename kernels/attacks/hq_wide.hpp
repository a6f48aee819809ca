#pragma once
// Hyperbola Quintessence (chessprogramming wiki) on N x N chess boards, N = 10, 12 and 16, whose
// dense boards are Bits<2>, Bits<3> and Bits<4> (kernels/core/square_board.hpp). Along a line
// through `sq`, with `o` the occupancy of the line less `sq` and `r` the bit of `sq`, `o - r`
// borrows from `sq` up to the first blocker, so `(o - r) & line` is `o` with the squares toward
// higher bits up to the blocker flipped. The multi-word trick is that the subtraction is the
// same on W words: the borrow ripples from word to word (sub, then sbb per word on x86-64), so a
// line that crosses words needs nothing more than a line inside one.
//
// Toward lower bits the same subtraction runs on a mirrored board that reverses the order of
// the line's squares, and the result is mirrored back. The mirror is a bit permutation, so the
// lower halves of all the lines are OR-ed on the mirrored board and mirrored back once. Each
// half carries the line's occupancy `o` with its attacks flipped, `o ^ up` and `o ^ down`, so
// XOR of the two is `up ^ down`, which is `up | down`:
//   N = 10, 12: the mirror reverses all 64 * W bits (the words in reverse order, each one
//     bit-reversed by a byte swap and three swap steps). Square s lands on bit 64W - 1 - s: the
//     board turned by 180 degrees, rows straddling words included, so ranks, files and both
//     diagonals all run backwards and all four lines take the same two subtractions. Measured
//     faster (by 1.5 to 4 ns per call) than reversing the order of the rows by three delta swaps
//     (rows straddle words there) with the ranks by a table.
//   N = 16: the mirror reverses the order of the 16-bit rows: the words swap end for end and
//     the four 16-bit rows inside each word are reversed (a rotation by 32, one swap step).
//     Files and diagonals (one square per row) run backwards; ranks do not, so a rank is taken
//     out of its word as 16 bits: toward higher bits `o ^ (o - r)`, toward lower bits the same
//     on the rank reversed by a 2^16-entry reverse table, the result reversed back.
//
// Per square the tables hold the lines the mirror reverses and the square's bit, as they are and
// mirrored, so that the mirrored square needs no index arithmetic. All tables are constexpr.

#include <array>

#include "attacks/sliding.hpp"

#if defined(__x86_64__)
#include <x86intrin.h>
#endif

namespace bitbench::attacks {
namespace hq_wide {

// Returns a - b modulo 2^(64 W). Bits<W>'s operator- computes each borrow with compares, which
// g++ 12 does not turn into sbb for 3 or 4 words; _subborrow_u64 gives the sub-sbb chain
// (about 10% faster on the 12x12 and 16x16 queen).
template <int W>
[[gnu::always_inline]] inline Bits<W> subtract(const Bits<W>& a, const Bits<W>& b) {
#if defined(__x86_64__)
  Bits<W> difference;
  unsigned char borrow = 0;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    unsigned long long word;
    borrow = _subborrow_u64(borrow, a.words[i], b.words[i], &word);
    difference.words[i] = word;
  }
  return difference;
#else
  return a - b;
#endif
}

constexpr std::uint64_t reverse_word(std::uint64_t x) {
  x = __builtin_bswap64(x);
  x = ((x >> 4) & 0x0f0f0f0f0f0f0f0full) | ((x & 0x0f0f0f0f0f0f0f0full) << 4);
  x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
  return ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
}

// Returns the board with its 16-bit rows in reverse order at N = 16, with all 64 * W bits in
// reverse order otherwise. An involution.
template <int N>
[[gnu::always_inline]] constexpr Board<N> mirror(const Board<N>& b) {
  constexpr int W = Board<N>::kWords;
  Board<N> mirrored;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    const std::uint64_t x = b.words[W - 1 - i];
    if constexpr (N == 16) {
      const std::uint64_t halves_swapped = (x >> 32) | (x << 32);
      mirrored.words[i] = ((halves_swapped >> 16) & 0x0000ffff0000ffffull) |
                          ((halves_swapped & 0x0000ffff0000ffffull) << 16);
    } else {
      mirrored.words[i] = reverse_word(x);
    }
  }
  return mirrored;
}

// The lines that the mirror reverses: files and diagonals, and at N = 10 and 12 ranks.
enum Line { kFile, kDiagonal, kAntiDiagonal, kRank };

template <int N>
inline constexpr int kMirroredLines = N == 16 ? 3 : 4;

// The lines through a square, each without the square, and the square's bit.
template <int N>
struct Lines {
  std::array<Board<N>, kMirroredLines<N>> line;
  Board<N> bit;
};

template <int N>
struct SquareLines {
  Lines<N> as_is;
  Lines<N> mirrored;  // each board through mirror<N>
};

template <int N>
constexpr std::array<SquareLines<N>, N * N> make_square_lines() {
  // The two directions of kDirections along each Line.
  constexpr std::array<std::array<int, 2>, 4> kLineDirections{{{2, 6}, {3, 7}, {1, 5}, {0, 4}}};
  std::array<SquareLines<N>, N * N> table{};
  for (int sq = 0; sq < N * N; ++sq) {
    SquareLines<N>& entry = table[sq];
    for (int line = 0; line < kMirroredLines<N>; ++line) {
      const auto [forward, backward] = kLineDirections[line];
      entry.as_is.line[line] = SquareBoard<N>::ray(sq, kDirections[forward]) |
                               SquareBoard<N>::ray(sq, kDirections[backward]);
      entry.mirrored.line[line] = mirror<N>(entry.as_is.line[line]);
    }
    entry.as_is.bit = single_bit<Board<N>>(sq);
    entry.mirrored.bit = mirror<N>(entry.as_is.bit);
  }
  return table;
}

template <int N>
alignas(64) inline constexpr std::array<SquareLines<N>, N * N> kSquareLines =
    make_square_lines<N>();

// Returns `occ & line` with the squares from `bit` toward higher bits up to the first blocker on
// `line` flipped.
template <int N>
[[gnu::always_inline]] inline Board<N> flip_toward_higher(const Board<N>& occ, const Board<N>& line,
                                                          const Board<N>& bit) {
  return subtract(occ & line, bit) & line;
}

// kReverse16[x]: the 16 bits of x in reverse order (128 KB). Measured at 16x16 (rook, queen)
// against reversing by the classical swap steps (4.3 and 4.7 ns slower per call) and by a
// 256-entry byte table (1.0 and 1.2 ns slower); a reverse bit scan for the lower blocker,
// which reverses nothing, is 0.4 ns slower for the rook and 0.7 ns faster for the queen.
alignas(64) inline constexpr std::array<std::uint16_t, 1 << 16> kReverse16 = [] {
  std::array<std::uint16_t, 1 << 16> table{};
  for (int x = 0; x < (1 << 16); ++x) table[x] = static_cast<std::uint16_t>(reverse_word(x) >> 48);
  return table;
}();

// kWordSelect[w]: word w all ones, the others zero.
inline constexpr std::array<Bits<4>, 4> kWordSelect = [] {
  std::array<Bits<4>, 4> table{};
  for (int w = 0; w < 4; ++w) table[w].words[w] = ~std::uint64_t{0};
  return table;
}();

// Returns the rank attacks from `sq` on a 16x16 board, where the rank is bits (sq & 48) to
// (sq & 48) + 15 of word sq / 64.
[[gnu::always_inline]] inline Bits<4> rank_attacks16(const Bits<4>& occ, int sq) {
  const int word = sq >> 6, shift = sq & 48;
  const std::uint32_t bit = 1u << (sq & 15);
  const std::uint32_t others = static_cast<std::uint32_t>(occ.words[word] >> shift) & 0xffff & ~bit;
  const std::uint32_t reversed_others = kReverse16[others];
  const std::uint32_t reversed_bit = kReverse16[bit];
  const std::uint32_t higher = others ^ (others - bit);
  const std::uint32_t lower =
      kReverse16[(reversed_others ^ (reversed_others - reversed_bit)) & 0xffff];
  const std::uint64_t attacks = (higher | lower) & 0xffff & ~bit;
  // The rank's word is selected by a mask from a table: a conditional per word makes g++ emit
  // branches, which mispredict on random squares (rook 9.6 ns with the mask, 14.7 without).
  Bits<4> board = kWordSelect[word];
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) board.words[i] &= attacks << shift;
  return board;
}

}  // namespace hq_wide

template <int N, Piece kPiece>
chess::BoardOf<N> hq_wide_attacks(chess::BoardOf<N> occ, int sq) {
  using hq_wide::mirror;
  constexpr bool kStraight = kPiece != Piece::kBishop;
  constexpr bool kDiagonal = kPiece != Piece::kRook;
  const hq_wide::Lines<N>& as_is = hq_wide::kSquareLines<N>[sq].as_is;
  const hq_wide::Lines<N>& mirrored = hq_wide::kSquareLines<N>[sq].mirrored;
  const chess::BoardOf<N> mirrored_occ = mirror<N>(occ);
  chess::BoardOf<N> higher{}, mirrored_lower{};
  const auto add_line = [&](hq_wide::Line line) {
    higher |= hq_wide::flip_toward_higher<N>(occ, as_is.line[line], as_is.bit);
    mirrored_lower |=
        hq_wide::flip_toward_higher<N>(mirrored_occ, mirrored.line[line], mirrored.bit);
  };
  if constexpr (kStraight) {
    add_line(hq_wide::kFile);
    if constexpr (N != 16) add_line(hq_wide::kRank);
  }
  if constexpr (kDiagonal) {
    add_line(hq_wide::kDiagonal);
    add_line(hq_wide::kAntiDiagonal);
  }
  chess::BoardOf<N> attacks = higher ^ mirror<N>(mirrored_lower);
  if constexpr (kStraight && N == 16) attacks |= hq_wide::rank_attacks16(occ, sq);
  return attacks;
}

}  // namespace bitbench::attacks
