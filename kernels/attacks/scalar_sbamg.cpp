// SBAMG, Subtraction Based Attack Mask Generation: Syed Fahad's method, as the chessprogramming
// wiki describes it (page "SBAMG"), which joins "subtracting a rook from a blocking piece",
// o ^ (o - 2r), with Obstruction Difference. Along a line through `sq`, `o` its occupancy
// without the square and `cbn` the closest blocker toward lower bits (the most significant bit
// of the occupancy below the square), `o - 3 cbn` takes cbn itself away and then borrows 2 cbn
// from the square above it, through the empty squares and the square of the slider up to the
// next occupied one, the blocker above. So `o ^ (o - 3 cbn)` runs from one blocker to the other,
// both included, and the line mask takes the slider's square and the rest of the board away.
//
// As in the wiki, the two outer squares of each line are always set in `o`: their occupancy
// never changes the attacks, and it gives every line a blocker below the square, except the
// lines that start at the square. For those, bit 0 stands in as the blocker: it is set in `o`
// together with the outer squares (one OR, with the table's constant) and lies under every line,
// so the borrow runs from bit 0 through the empty bits up to the blocker above.
//
// scalar_sbamg reads each line, its outer squares and bit 0 from a 4 KiB table built at compile
// time; scalar_sbamg_tablefree computes the lines by shifts
// (kernels/attacks/empty_board_lines.hpp) and sets bit 0 alone: with the stand-in below every
// line, the outer squares are not needed, and leaving them out saves computing them.

#include <bit>

#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

struct Line {
  std::uint64_t squares;  // the line without the slider's square
  std::uint64_t set;      // its two outer squares (where not the slider's square), and bit 0
};

// kLines[sq]: rank, file, diagonal (toward south-east) and anti-diagonal through sq.
constexpr std::array<std::array<Line, 4>, 64> make_lines() {
  std::array<std::array<Line, 4>, 64> lines{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int line = 0; line < 4; ++line) {
      const std::uint64_t up = Geometry::ray(sq, kDirections[empty_board::kLineUp[line]]);
      const std::uint64_t down = Geometry::ray(sq, kDirections[empty_board::kLineUp[line] + 4]);
      // The outer squares: the highest square of the upper ray, the lowest of the lower one.
      const std::uint64_t top = up == 0 ? 0 : std::uint64_t{1} << (63 - std::countl_zero(up));
      const std::uint64_t bottom = down & (0 - down);
      lines[sq][line] = {up | down, top | bottom | 1};
    }
  }
  return lines;
}

alignas(64) constexpr std::array<std::array<Line, 4>, 64> kLines = make_lines();

// Returns the attacks along `line`; `set` holds bit 0 (and may hold squares of the line whose
// occupancy changes nothing); `below` is the bits under the square, and bit 0.
[[gnu::always_inline]] inline std::uint64_t line_attacks(std::uint64_t occ, std::uint64_t line,
                                                         std::uint64_t set, std::uint64_t below) {
  const std::uint64_t o = (occ & line) | set;
  const std::uint64_t cbn = std::uint64_t{1} << (63 - std::countl_zero(o & below));
  return (o ^ (o - 3 * cbn)) & line;
}

template <Piece kPiece>
std::uint64_t sbamg_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t below = ((std::uint64_t{1} << sq) - 1) | 1;
  return empty_board::union_of_lines<kPiece>(kLines[sq], [&](const Line& line) {
    return line_attacks(occ, line.squares, line.set, below);
  });
}

template <Piece kPiece>
std::uint64_t sbamg_tablefree_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t bit = std::uint64_t{1} << sq;
  const std::uint64_t below = (bit - 1) | 1;
  return empty_board::union_of_lines<kPiece>(
      empty_board::lines_with_square(sq),
      [&](std::uint64_t line) { return line_attacks(occ, line ^ bit, 1, below); });
}

}  // namespace

extern const Implementation scalar_sbamg = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&sbamg_attacks<kPiece>, sizeof(kLines)};
});

extern const Implementation scalar_sbamg_tablefree =
    at_sizes<8>([]<int, Piece kPiece> { return &sbamg_tablefree_attacks<kPiece>; });

}  // namespace bitbench::attacks
