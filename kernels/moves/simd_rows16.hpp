#pragma once
// Legal moves on the row-lane form (kernels/core/rows16.hpp) of any xsimd architecture: each
// row of the board in a 16-bit lane of 256 bits. In 7 directions a Kogge-Stone fill (steps of
// 1, 2, 4 and 8) extends the own discs over the opponent runs that follow them, and the square
// one step past such a run is a move when it is empty. Steps along a row are shifts inside the
// lanes, steps across rows move whole lanes, diagonal steps both. Toward higher columns an
// addition inside the lanes carries each run to the square past it instead. The call converts
// the dense boards to the row-lane form and the moves back, and is timed with them (for 16 x 16
// the dense layout is the row-lane form). Instantiated by <isa>_rows16.cpp.

#include "core/rows16.hpp"
#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::rows16_lanes {
inline namespace BITBENCH_TIER {

template <class Arch>
using Rows = rows16::Rows<Arch>;

// Returns the squares one step past the opponent runs that follow an own disc toward higher
// columns: adding each run's first square to the opponent discs carries through the run to
// the square past it (inside each row).
template <class Arch>
[[gnu::always_inline]] inline Rows<Arch> run_ends_toward_higher_columns(Rows<Arch> own,
                                                                        Rows<Arch> opp) {
  return (opp + (opp & (own << 1))) & ~opp;
}

// Returns the opponent runs that follow an own disc in direction (kRow, kCol), moved one step
// along the row: the squares one step past them once moved kRow rows too.
template <int kRow, int kCol, class Arch>
[[gnu::always_inline]] inline Rows<Arch> runs_stepped_along_row(Rows<Arch> own, Rows<Arch> opp) {
  return rows16::shift_columns<kCol, 1>(rows16::fill<kRow, kCol>(own, opp) & opp);
}

// Returns the squares one step past the opponent runs that follow an own disc in the 3
// directions that go kRow rows at a step, which share that row step.
template <int kRow, class Arch>
[[gnu::always_inline]] inline Rows<Arch> run_ends_across_rows(Rows<Arch> own, Rows<Arch> opp) {
  return (runs_stepped_along_row<kRow, -1>(own, opp) | runs_stepped_along_row<kRow, 0>(own, opp) |
          runs_stepped_along_row<kRow, 1>(own, opp))
      .template rows_shifted<kRow>();
}

template <class Arch, int N>
Board<N> legal_moves(Board<N> own_board, Board<N> opp_board) {
  const Rows<Arch> own = rows16::to_rows<Arch, N>(own_board);
  const Rows<Arch> opp = rows16::to_rows<Arch, N>(opp_board);
  const Rows<Arch> run_ends =
      run_ends_toward_higher_columns(own, opp) | runs_stepped_along_row<0, -1>(own, opp) |
      run_ends_across_rows<1>(own, opp) | run_ends_across_rows<-1>(own, opp);
  const Rows<Arch> empty = Rows<Arch>::load(rows16::kBoardRows<N>.data()) & ~(own | opp);
  return rows16::from_rows<N>(run_ends & empty);
}

// The kernel on `Arch` at every side it has, for its registration and for perft's pairs.
template <class Arch>
inline constexpr auto kKernel = []<int N> { return &legal_moves<Arch, N>; };

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_sides<10, 12, 14, 16>(kKernel<Arch>);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::rows16_lanes
