// Leorik's sliding attacks: Thomas Jahn's method in his engine Leorik, as he described it in his
// "Devlog of Leorik" thread on talkchess (January 2022) and as the chessprogramming wiki's page
// "Leorik" sums it up. Each line through `sq` (the line on the otherwise empty board, `sq` left
// out) is cut in two by the bits below the square's bit, `bit - 1`:
//   - the occupied squares of the line not below `sq` (the positive ray) give their lowest bit
//     filled down, `x ^ (x - 1)`: every bit up to and including the nearest blocker above (all
//     64 bits when there is none);
//   - the occupied squares below `sq` (the negative ray) give their highest bit filled down
//     without the bit itself, `0x7fff...ffff >> lzcnt(x | 1)`: every bit under the nearest
//     blocker below (none when there is none, the `| 1` standing in for an empty ray).
// Their symmetric difference runs from the blocker below to the blocker above, both included,
// and the line takes what lies outside it, and the square, away.
//
// scalar_leorik reads the four lines of the square from a 2 KiB table built at compile time,
// scalar_leorik_tablefree computes them by shifts (kernels/attacks/empty_board_lines.hpp).

#include <bit>

#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

// Returns the attacks along `line` (without the square), `below` the bits under the square.
[[gnu::always_inline]] inline std::uint64_t line_attacks(std::uint64_t occ, std::uint64_t line,
                                                         std::uint64_t below) {
  const std::uint64_t occupied = occ & line;
  const std::uint64_t positive = occupied & ~below;
  const std::uint64_t negative = occupied & below;
  const std::uint64_t up_to_above = positive ^ (positive - 1);
  const std::uint64_t under_below = 0x7fffffffffffffff >> std::countl_zero(negative | 1);
  return (up_to_above ^ under_below) & line;
}

template <Piece kPiece>
std::uint64_t leorik_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t below = (std::uint64_t{1} << sq) - 1;
  return empty_board::union_of_lines<kPiece>(
      empty_board::kLines[sq], [&](std::uint64_t line) { return line_attacks(occ, line, below); });
}

// The lines computed hold the square: taken out by XOR with its bit.
template <Piece kPiece>
std::uint64_t leorik_tablefree_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t bit = std::uint64_t{1} << sq;
  return empty_board::union_of_lines<kPiece>(
      empty_board::lines_with_square(sq),
      [&](std::uint64_t line) { return line_attacks(occ, line ^ bit, bit - 1); });
}

}  // namespace

extern const Implementation scalar_leorik = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&leorik_attacks<kPiece>, sizeof(empty_board::kLines)};
});

extern const Implementation scalar_leorik_tablefree =
    at_sizes<8>([]<int, Piece kPiece> { return &leorik_tablefree_attacks<kPiece>; });

}  // namespace bitbench::attacks
