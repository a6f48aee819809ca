// Obstruction Difference, Michael Hoffmann's method as the chessprogramming wiki describes it
// (page "Obstruction Difference"). Each line through `sq` (rank, file, diagonal, anti-diagonal,
// `sq` itself left out) splits into its lower half, the squares at lower bits than `sq`, and its
// upper half. The nearest blocker below is the most significant bit of the lower half's
// occupancy, isolated as `ms1b` (bit 0 when that half is empty: a stand-in below every line).
// Subtracting it from the upper half's occupancy `upper` borrows from the blocker below up to
// the lowest bit of `upper`, the nearest blocker above (up to the top bit when there is none),
// so `upper ^ (upper - ms1b)` is the run from one blocker to the other, both included, and the
// line mask takes `sq` and whatever lies outside the line away. No byte swap, no reversal: both
// directions come from one subtraction, which is why the method carries over to boards of any
// size unchanged.
//
// scalar_obstruction_difference reads each square's lower and upper halves of its four lines
// from a table built at compile time. On 10x10, 12x12 and 16x16 boards the same code runs on
// Bits<W>: the subtraction borrows across words (sub, sbb) and the most significant bit is found
// word by word (highest_index).
//
// scalar_obstruction_difference_tablefree computes the lines from the square on the 8x8 board
// (kernels/attacks/empty_board_lines.hpp), the halves by `bit - 1` and its complement.

#include <bit>

#include "attacks/empty_board_lines.hpp"
#include "attacks/hq_wide.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::BoardOf;

// The two halves of a line through a square, the square itself in neither.
template <int N>
struct Halves {
  BoardOf<N> lower;
  BoardOf<N> upper;
};

// The four lines of a square: rank, file, diagonal (toward south-east), anti-diagonal.
template <int N>
using SquareLines = std::array<Halves<N>, 4>;

template <int N>
constexpr std::array<SquareLines<N>, N * N> make_lines() {
  std::array<SquareLines<N>, N * N> table{};
  for (int sq = 0; sq < N * N; ++sq) {
    for (int line = 0; line < 4; ++line) {
      table[sq][line].upper = SquareBoard<N>::ray(sq, kDirections[empty_board::kLineUp[line]]);
      table[sq][line].lower = SquareBoard<N>::ray(sq, kDirections[empty_board::kLineUp[line] + 4]);
    }
  }
  return table;
}

template <int N>
alignas(64) constexpr std::array<SquareLines<N>, N * N> kLines = make_lines<N>();

// Returns the board with only the most significant bit of `b` | 1.
[[gnu::always_inline]] inline std::uint64_t ms1b_or_bit0(std::uint64_t b) {
  return std::uint64_t{1} << (63 - std::countl_zero(b | 1));
}
// The highest word that holds a bit, by highest_index's loop from the top: measured faster on
// 10x10 to 16x16 than a branch-free form that isolates every word's highest bit and keeps the
// topmost (about 10 against 19 ns for the 10x10 queen, 16 against 36 ns at 16x16).
template <int W>
[[gnu::always_inline]] inline Bits<W> ms1b_or_bit0(const Bits<W>& b) {
  return single_bit<Bits<W>>(highest_index(b | single_bit<Bits<W>>(0)));
}

[[gnu::always_inline]] inline std::uint64_t subtract(std::uint64_t a, std::uint64_t b) {
  return a - b;
}
template <int W>
[[gnu::always_inline]] inline Bits<W> subtract(const Bits<W>& a, const Bits<W>& b) {
  return hq_wide::subtract(a, b);
}

// Returns the attacks along a line with halves `lower` and `upper`.
template <class Board>
[[gnu::always_inline]] inline Board line_attacks(const Board& occ, const Board& lower,
                                                 const Board& upper) {
  const Board upper_occ = occ & upper;
  const Board ms1b = ms1b_or_bit0(occ & lower);
  return (upper_occ ^ subtract(upper_occ, ms1b)) & (lower | upper);
}

template <int N, Piece kPiece>
BoardOf<N> od_attacks(BoardOf<N> occ, int sq) {
  return empty_board::union_of_lines<kPiece>(kLines<N>[sq], [&](const Halves<N>& line) {
    return line_attacks(occ, line.lower, line.upper);
  });
}

template <Piece kPiece>
std::uint64_t od_tablefree_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t bit = std::uint64_t{1} << sq;
  const std::uint64_t below = bit - 1;
  const std::uint64_t above = ~below ^ bit;
  return empty_board::union_of_lines<kPiece>(
      empty_board::lines_with_square(sq),
      [&](std::uint64_t line) { return line_attacks(occ, line & below, line & above); });
}

}  // namespace

extern const Implementation scalar_obstruction_difference =
    at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> {
      return WithTables{&od_attacks<N, kPiece>, sizeof(kLines<N>)};
    });

extern const Implementation scalar_obstruction_difference_tablefree =
    at_sizes<8>([]<int, Piece kPiece> { return &od_tablefree_attacks<kPiece>; });

}  // namespace bitbench::attacks
