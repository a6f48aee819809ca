#pragma once
// Flip on the row-lane form (kernels/core/rows16.hpp) of any xsimd architecture: each row of
// the board in a 16-bit lane of 256 bits. In 7 directions a Kogge-Stone fill (steps of 1, 2, 4
// and 8) runs from the move over the opponent discs, and the run flips when an own disc follows
// its last square. Steps along a row are shifts inside the lanes, steps across rows move whole
// lanes, diagonal steps both. Toward lower columns the closure test is a compare per lane. The
// 3 directions going down share one OR over the lanes of the last squares of their closed runs,
// which lie in different columns (the move's, those left of it, those right of it), and so do
// the 3 going up. Toward higher columns an addition inside the lanes carries from the move
// through the run instead, and a saturating subtraction keeps the run only when an own disc
// closes it. The call converts the dense boards to the row-lane form and the flips back, and
// is timed with them (for 16 x 16 the dense layout is the row-lane form). The move square must
// be empty. Instantiated by <isa>_rows16.cpp.

#include <cstdint>

#include "core/rows16.hpp"
#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::rows16_lanes {
inline namespace BITBENCH_TIER {

template <class Arch>
using Rows = rows16::Rows<Arch>;

template <class Arch>
struct Ray {
  Rows<Arch> run;     // the opponent discs that follow the move
  Rows<Arch> closed;  // the last square of the run when an own disc follows it, else nothing
};

// Returns the run of opponent discs from the move in direction (kRow, kCol). `own_behind` is
// the own discs moved one step back against the direction: the squares an own disc follows.
template <int kRow, int kCol, class Arch>
[[gnu::always_inline]] inline Ray<Arch> ray_from(Rows<Arch> move, Rows<Arch> own_behind,
                                                 Rows<Arch> opp) {
  const Rows<Arch> run = rows16::fill<kRow, kCol>(move, opp) & opp;
  return {run, run & own_behind};
}

// Returns the flips toward higher columns. Adding the run's first square to the opponent discs
// carries through the run to the square past it (inside each row); when that square holds an
// own disc, subtracting the first square from it leaves the run, and otherwise the subtraction
// saturates to 0.
template <class Arch>
[[gnu::always_inline]] inline Rows<Arch> flips_toward_higher_columns(Rows<Arch> move,
                                                                     Rows<Arch> own,
                                                                     Rows<Arch> opp) {
  const Rows<Arch> first = opp & (move << 1);
  return saturating_minus((opp + first) & own, first);
}

// Returns the flips toward lower columns, all in the move's row.
template <class Arch>
[[gnu::always_inline]] inline Rows<Arch> flips_toward_lower_columns(Rows<Arch> move, Rows<Arch> own,
                                                                    Rows<Arch> opp) {
  const Ray<Arch> ray = ray_from<0, -1>(move, own << 1, opp);
  return ray.run & ~ray.closed.zero_lanes();
}

// Returns the flips of the 3 directions that go kRow rows at a step. The last squares of their
// runs lie in the columns `left` of the move, its `column` and those `right` of it: one
// OR over the lanes tells which runs are closed.
template <int kRow, class Arch>
[[gnu::always_inline]] inline Rows<Arch> flips_across_rows(Rows<Arch> move, Rows<Arch> own,
                                                           Rows<Arch> opp, Rows<Arch> left,
                                                           Rows<Arch> column, Rows<Arch> right) {
  const Rows<Arch> own_rows_behind = own.template rows_shifted<-kRow>();
  const Ray<Arch> to_left = ray_from<kRow, -1>(move, own_rows_behind << 1, opp);
  const Ray<Arch> straight = ray_from<kRow, 0>(move, own_rows_behind, opp);
  const Ray<Arch> to_right = ray_from<kRow, 1>(move, own_rows_behind >> 1, opp);
  const Rows<Arch> closed = (to_left.closed | straight.closed | to_right.closed).or_rows_in_pairs();
  return (to_left.run & ~(closed & left).zero_pairs()) |
         (straight.run & ~(closed & column).zero_pairs()) |
         (to_right.run & ~(closed & right).zero_pairs());
}

template <class Arch, int N>
Board<N> flips(Board<N> own_board, Board<N> opp_board, int sq) {
  const Rows<Arch> own = rows16::to_rows<Arch, N>(own_board);
  const Rows<Arch> opp = rows16::to_rows<Arch, N>(opp_board);
  const int row = sq / N;
  const Rows<Arch> column(static_cast<std::uint16_t>(1u << (sq % N)));
  const Rows<Arch> left = column - Rows<Arch>(1);
  const Rows<Arch> right = Rows<Arch>(0) - (column + column);
  const Rows<Arch> move = column & rows16::row_lane<Arch>(row);
  const Rows<Arch> flipped = flips_toward_higher_columns(move, own, opp) |
                             flips_toward_lower_columns(move, own, opp) |
                             flips_across_rows<1>(move, own, opp, left, column, right) |
                             flips_across_rows<-1>(move, own, opp, left, column, right);
  return rows16::from_rows<N>(flipped);
}

// The kernel on `Arch` at every side it has, for its registration and for perft's pairs.
template <class Arch>
inline constexpr auto kKernel = []<int N> { return &flips<Arch, N>; };

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_sides<10, 12, 14, 16>(kKernel<Arch>);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::rows16_lanes
