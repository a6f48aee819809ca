// Slide Arithmetic: the method of Jakob Progsch, brought to the chessprogramming wiki (page
// "Slide Arithmetic") with Daniel Infuehr, which writes the line-wise split of a slider's attacks
// in three BMI instructions. For a line through `sq` with the square left out, its occupied
// squares are cut at the square's index by BZHI, which keeps the bits under the index and needs
// no mask: the bits below `sq` and, by XOR, those above. Above, BLSMSK (`x ^ (x - 1)`) fills the
// lowest blocker down (64 bits when there is none); below, `0x7fff...ffff >> lzcnt(x | 1)` fills
// the bits under the highest blocker (none when there is none). Their XOR runs from the blocker
// below to the blocker above, both included, and the line mask takes the rest away.
//
// bmi2_slide_arithmetic reads the four lines of the square from a 2 KiB table built at compile
// time; bmi2_slide_arithmetic_tablefree computes them by shifts
// (kernels/attacks/empty_board_lines.hpp). BZHI is BMI2, BLSMSK BMI1, LZCNT ABM: the bmi2 tier
// has all three.

#include <immintrin.h>

#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

// Returns the attacks from `sq` along `line` (without the square).
[[gnu::always_inline]] inline std::uint64_t slide(std::uint64_t occ, std::uint64_t line,
                                                  unsigned sq) {
  const std::uint64_t occupied = occ & line;
  const std::uint64_t below = _bzhi_u64(occupied, sq);
  const std::uint64_t above = occupied ^ below;
  const std::uint64_t up_to_above = _blsmsk_u64(above);
  const std::uint64_t under_below = 0x7fffffffffffffff >> _lzcnt_u64(below | 1);
  return (up_to_above ^ under_below) & line;
}

template <Piece kPiece>
std::uint64_t slide_arithmetic_attacks(std::uint64_t occ, int sq) {
  return empty_board::union_of_lines<kPiece>(
      empty_board::kLines[sq], [&](std::uint64_t line) { return slide(occ, line, sq); });
}

// The lines computed hold the square. Rather than take it out of each line, the occupancy is
// taken without it, so that the square is no blocker, and the square, which lies between the
// two blockers of every line, is taken out of the union once at the end.
template <Piece kPiece>
std::uint64_t slide_arithmetic_tablefree_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t others = occ & ~(std::uint64_t{1} << sq);
  return empty_board::union_of_lines<kPiece>(
             empty_board::lines_with_square(sq),
             [&](std::uint64_t line) { return slide(others, line, sq); }) &
         ~(std::uint64_t{1} << sq);
}

}  // namespace

extern const Implementation bmi2_slide_arithmetic = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&slide_arithmetic_attacks<kPiece>, sizeof(empty_board::kLines)};
});

extern const Implementation bmi2_slide_arithmetic_tablefree =
    at_sizes<8>([]<int, Piece kPiece> { return &slide_arithmetic_tablefree_attacks<kPiece>; });

}  // namespace bitbench::attacks
