// The sliding attacks of QBBEngine (Fabio Gobbato; the chessprogramming wiki's "QBBEngine" and
// "Quad-Bitboards", and Chess_Movegen's "QBBEngine" entry): per line, the nearest piece each way
// by a bit scan and the line between the two by the intersection of two shifted masks, with no
// table. On a line of step s (1 for the rank, 8 the file, 9 and 7 the diagonals):
//
// - toward higher bits, the pattern {0, s, ..., 7s} shifted up by the square covers the ray;
//   its squares that are occupied, or on the board's edge in that direction, are the candidate
//   stops, and a forward scan finds the nearest. The edge squares end the ray before the
//   shifted pattern wraps into another row or column, and make the scan never see zero (the
//   square itself, on the edge, stops a ray that has no square);
// - toward lower bits, the pattern {63, 63 - s, ..., 63 - 7s} shifted down, and a reverse scan;
// - the pattern {63, ...} shifted down to the upper stop ANDed with {0, ...} shifted up to the
//   lower stop is the run of the line from one stop to the other, both included.
//
// The runs of the piece's lines ORed, less the square itself, are the attacks.

#include <bit>

#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

struct Line {
  std::uint64_t from_bottom;  // {0, s, ..., 7s}
  std::uint64_t from_top;     // {63, 63 - s, ..., 63 - 7s}
  std::uint64_t upper_edge;   // the squares whose ray toward higher bits is empty
  std::uint64_t lower_edge;   // likewise toward lower bits
};

constexpr Line make_line(int line) {
  const Direction up = kDirections[empty_board::kLineUp[line]];
  const Direction down = kDirections[empty_board::kLineUp[line] + 4];
  const int step = chess::Geometry::shift(up);
  Line result{};
  for (int k = 0; k < 8; ++k) {
    result.from_bottom |= std::uint64_t{1} << (k * step);
    result.from_top |= std::uint64_t{1} << (63 - k * step);
  }
  for (int sq = 0; sq < 64; ++sq) {
    if (chess::Geometry::ray(sq, up) == 0) result.upper_edge |= std::uint64_t{1} << sq;
    if (chess::Geometry::ray(sq, down) == 0) result.lower_edge |= std::uint64_t{1} << sq;
  }
  return result;
}

// Rank, file, diagonal, anti-diagonal, as empty_board::kLineUp orders them.
constexpr std::array<Line, 4> kLines{make_line(0), make_line(1), make_line(2), make_line(3)};

// Returns the run of line `kLine` through sq from the nearest stop below to the nearest above,
// sq and both stops included; `others` is the occupancy without sq.
template <int kLine>
[[gnu::always_inline]] inline std::uint64_t run(std::uint64_t others, int sq) {
  constexpr Line kShape = kLines[kLine];
  const std::uint64_t above = (kShape.from_bottom << sq) & (others | kShape.upper_edge);
  const std::uint64_t below = (kShape.from_top >> (63 - sq)) & (others | kShape.lower_edge);
  const int upper_stop = std::countr_zero(above);
  const int lower_stop = 63 - std::countl_zero(below);
  return (kShape.from_top >> (63 - upper_stop)) & (kShape.from_bottom << lower_stop);
}

template <Piece kPiece>
std::uint64_t qbb_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t bit = std::uint64_t{1} << sq;
  const std::uint64_t others = occ & ~bit;
  std::uint64_t runs = 0;
  if constexpr (kPiece != Piece::kBishop) runs |= run<0>(others, sq) | run<1>(others, sq);
  if constexpr (kPiece != Piece::kRook) runs |= run<2>(others, sq) | run<3>(others, sq);
  return runs & ~bit;
}

}  // namespace

extern const Implementation scalar_qbb =
    at_sizes<8>([]<int, Piece kPiece> { return &qbb_attacks<kPiece>; });

}  // namespace bitbench::attacks
