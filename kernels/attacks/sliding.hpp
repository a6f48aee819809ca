#pragma once
// Shared by the 8x8 chess attack kernels: the directions each piece slides in and the slow
// coordinate walk that the reference kernel runs and that the table builders check their
// tables against while they fill them.

#include <array>
#include <cstdint>

#include "attacks/attacks.hpp"

namespace bitbench::attacks::chess {

using Geometry = SquareBoard<8>;

// kDirections[i] for a rook (i even: east, south, west, north) and a bishop (i odd: south-west,
// south-east, north-east, north-west).
constexpr bool slides(Piece piece, int direction) {
  const bool straight = direction % 2 == 0;
  return piece == Piece::kQueen || straight == (piece == Piece::kRook);
}

// Returns the squares attacked from `sq` along `d`: walks square by square with coordinates
// up to and including the first occupied square.
constexpr std::uint64_t walk_ray(std::uint64_t occ, int sq, Direction d) {
  std::uint64_t attacks = 0;
  for (int row = sq / 8 + d.d_row, col = sq % 8 + d.d_col; Geometry::on_board(row, col);
       row += d.d_row, col += d.d_col) {
    const int to = Geometry::square(row, col);
    attacks |= std::uint64_t{1} << to;
    if (test_bit(occ, to)) break;
  }
  return attacks;
}

// Returns the squares `piece` on `sq` attacks, by walk_ray along each of its directions.
constexpr std::uint64_t walk_attacks(Piece piece, std::uint64_t occ, int sq) {
  std::uint64_t attacks = 0;
  for (int direction = 0; direction < 8; ++direction) {
    if (slides(piece, direction)) attacks |= walk_ray(occ, sq, kDirections[direction]);
  }
  return attacks;
}

// Returns the relevant occupancy mask of `piece` on `sq`: the squares of its rays less the
// last square of each, whose occupancy cannot change the attacks.
constexpr std::uint64_t relevant_mask(Piece piece, int sq) {
  std::uint64_t mask = 0;
  for (int direction = 0; direction < 8; ++direction) {
    if (!slides(piece, direction)) continue;
    const auto [d_row, d_col] = kDirections[direction];
    for (int row = sq / 8 + d_row, col = sq % 8 + d_col;
         Geometry::on_board(row + d_row, col + d_col); row += d_row, col += d_col) {
      mask |= std::uint64_t{1} << Geometry::square(row, col);
    }
  }
  return mask;
}

}  // namespace bitbench::attacks::chess
