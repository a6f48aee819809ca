#pragma once
// Othello flip by the loop method of the document "bitboard反転パターン取得" (seed 000), on N x N
// boards: for each of the 8 directions, step from the move while the squares hold opponent discs,
// then keep that run when an own disc closes it.

#include <cstddef>
#include <utility>

#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::loop {
inline namespace BITBENCH_TIER {

// Returns the discs flipped in direction (d_row, d_col).
template <int N, int d_row, int d_col>
Board<N> flip_direction(const Board<N>& move, const Board<N>& own, const Board<N>& opp) {
  using Geometry = SquareBoard<N>;
  Board<N> run{};
  Board<N> square = Geometry::template step<d_row, d_col>(move);
  while (square & opp) {
    run |= square;
    square = Geometry::template step<d_row, d_col>(square);
  }
  return (square & own) ? run : Board<N>{};
}

// Returns the discs flipped in the directions kDirections[d...].
template <int N, std::size_t... d>
Board<N> flip_directions(const Board<N>& move, const Board<N>& own, const Board<N>& opp,
                         std::index_sequence<d...>) {
  return (flip_direction<N, kDirections[d].d_row, kDirections[d].d_col>(move, own, opp) | ...);
}

template <int N>
Board<N> flip_scalar_loop(Board<N> own, Board<N> opp, int sq) {
  return flip_directions<N>(single_bit<Board<N>>(sq), own, opp,
                            std::make_index_sequence<kDirections.size()>{});
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flip_scalar_loop<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::loop
