#pragma once
// Shared by the chess attack kernels: the directions each piece slides in and the slow
// coordinate walk that the reference kernel runs and that the table builders check their
// tables against while they fill them. The walk is templated on the board side N (8, 10, 12,
// 16 are registered); N defaults to 8, which the 8x8-only kernels (hq, magic, pext, rotated,
// avx2) use through the plain std::uint64_t interface.

#include <array>
#include <cstdint>
#include <utility>

#include "attacks/attacks.hpp"

namespace bitbench::attacks::chess {

using Geometry = SquareBoard<8>;

// The board type of an N x N board: std::uint64_t for N = 8, Bits<W> beyond.
template <int N>
using BoardOf = typename SquareBoard<N>::Board;

// kDirections[i] for a rook (i even: east, south, west, north) and a bishop (i odd: south-west,
// south-east, north-east, north-west).
constexpr bool slides(Piece piece, int direction) {
  const bool straight = direction % 2 == 0;
  return piece == Piece::kQueen || straight == (piece == Piece::kRook);
}

// Returns the squares attacked from `sq` along `d` on an N x N board: walks square by square
// with coordinates up to and including the first occupied square.
// Returns the OR of ray.template operator()<kDirection>() over the directions kPiece slides
// in, each direction a compile-time constant so that a kernel's per-direction code is
// specialised for it.
template <int N, Piece kPiece, class Ray>
[[gnu::always_inline]] inline BoardOf<N> union_of_rays(Ray ray) {
  BoardOf<N> attacks{};
  [&]<int... kDirection>(std::integer_sequence<int, kDirection...>) {
    ((attacks |= slides(kPiece, kDirection) ? ray.template operator()<kDirection>() : BoardOf<N>{}),
     ...);
  }
  (std::make_integer_sequence<int, 8>{});
  return attacks;
}

template <int N = 8>
constexpr BoardOf<N> walk_ray(BoardOf<N> occ, int sq, Direction d) {
  using G = SquareBoard<N>;
  BoardOf<N> attacks{};
  for (int row = sq / N + d.d_row, col = sq % N + d.d_col; G::on_board(row, col);
       row += d.d_row, col += d.d_col) {
    const int to = G::square(row, col);
    set_bit(attacks, to);
    if (test_bit(occ, to)) break;
  }
  return attacks;
}

// Returns the squares `piece` on `sq` attacks, by walk_ray along each of its directions.
template <int N = 8>
constexpr BoardOf<N> walk_attacks(Piece piece, BoardOf<N> occ, int sq) {
  BoardOf<N> attacks{};
  for (int direction = 0; direction < 8; ++direction) {
    if (slides(piece, direction)) attacks |= walk_ray<N>(occ, sq, kDirections[direction]);
  }
  return attacks;
}

// Returns the relevant occupancy mask of `piece` on `sq`: the squares of its rays less the
// last square of each, whose occupancy cannot change the attacks.
template <int N = 8>
constexpr BoardOf<N> relevant_mask(Piece piece, int sq) {
  using G = SquareBoard<N>;
  BoardOf<N> mask{};
  for (int direction = 0; direction < 8; ++direction) {
    if (!slides(piece, direction)) continue;
    const auto [d_row, d_col] = kDirections[direction];
    for (int row = sq / N + d_row, col = sq % N + d_col; G::on_board(row + d_row, col + d_col);
         row += d_row, col += d_col) {
      set_bit(mask, G::square(row, col));
    }
  }
  return mask;
}

}  // namespace bitbench::attacks::chess
