// Genetic Obstruction Difference (Daniel Infuehr, 2022, in Chess_Movegen): Michael Hoffmann's
// Obstruction Difference (scalar_obstruction_difference) as rewritten by a search over
// expression trees. Per line through the square, the nearest blocker below is the most
// significant bit of the line's occupancy under the square (bit 0 when there is none), and
// `upper ^ (upper - ms1b)`, with `upper` the line's occupancy above the square, runs from that
// blocker to the nearest blocker above. What the search changed:
//
// - the occupancy is split at the square once, `occ & (bit - 1)` and the bits above, and each
//   line masks the two halves, instead of a lower and an upper half per line;
// - the run is masked by the whole line, the square included, and a piece's two lines are
//   combined by XOR, which takes the square out of their union with no mask of its own.
//
// The four lines of a square, each with the square, are one 32-byte entry.

#include <bit>

#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

// kLines[sq]: rank, file, diagonal, anti-diagonal through sq, each with sq.
constexpr std::array<empty_board::Lines, 64> make_lines() {
  std::array<empty_board::Lines, 64> lines = empty_board::kLines;
  for (int sq = 0; sq < 64; ++sq) {
    for (std::uint64_t& line : lines[sq]) line |= std::uint64_t{1} << sq;
  }
  return lines;
}

alignas(32) constexpr std::array<empty_board::Lines, 64> kLines = make_lines();

// Returns the run of `line` from the nearest blocker below the square to the nearest above, the
// square included, given the line's occupancy below and above the square.
[[gnu::always_inline]] inline std::uint64_t run(std::uint64_t line, std::uint64_t below,
                                                std::uint64_t above) {
  const std::uint64_t upper = above & line;
  const std::uint64_t ms1b = std::uint64_t{1} << (63 - std::countl_zero((below & line) | 1));
  return line & (upper ^ (upper - ms1b));
}

template <Piece kPiece>
std::uint64_t genetic_od_attacks(std::uint64_t occ, int sq) {
  const empty_board::Lines& lines = kLines[sq];
  const std::uint64_t bit = std::uint64_t{1} << sq;
  const std::uint64_t below = occ & (bit - 1);
  const std::uint64_t above = occ & (~std::uint64_t{1} << sq);
  std::uint64_t attacks = 0;
  if constexpr (kPiece != Piece::kBishop) {
    attacks |= run(lines[0], below, above) ^ run(lines[1], below, above);
  }
  if constexpr (kPiece != Piece::kRook) {
    attacks |= run(lines[2], below, above) ^ run(lines[3], below, above);
  }
  return attacks;
}

}  // namespace

extern const Implementation scalar_genetic_obstruction_difference =
    at_sizes<8>([]<int, Piece kPiece> {
      return WithTables{&genetic_od_attacks<kPiece>, sizeof(kLines)};
    });

}  // namespace bitbench::attacks
