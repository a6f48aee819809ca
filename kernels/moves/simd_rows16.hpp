// AVX2 legal moves on the row-lane form (kernels/core/rows16_avx2.hpp): each row of the board
// in a 16-bit lane of one 256-bit vector. In 7 directions a Kogge-Stone fill (steps of 1, 2, 4
// and 8) extends the own discs over the opponent runs that follow them, and the square one
// step past such a run is a move when it is empty. Steps along a row are shifts inside the
// lanes, steps across rows move whole lanes, diagonal steps both. Toward higher columns an
// addition inside the lanes carries each run to the square past it instead. The call converts
// the dense boards to the row-lane form and the moves back, and is timed with them (for 16 x 16
// the dense layout is the row-lane form).

#include "core/rows16_avx2.hpp"
#include "flip/simd_partner.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves {
namespace {

namespace rows16 = rows16_avx2;
using rows16::Rows;

// Returns the squares one step past the opponent runs that follow an own disc toward higher
// columns: adding each run's first square to the opponent discs carries through the run to
// the square past it (vpaddw, inside each row).
[[gnu::always_inline]] inline Rows run_ends_toward_higher_columns(Rows own, Rows opp) {
  return (opp + (opp & (own << 1))) & ~opp;
}

// Returns the opponent runs that follow an own disc in direction (kRow, kCol), moved one step
// along the row: the squares one step past them once moved kRow rows too.
template <int kRow, int kCol>
[[gnu::always_inline]] inline Rows runs_stepped_along_row(Rows own, Rows opp) {
  return rows16::shift_columns<kCol, 1>(rows16::fill<kRow, kCol>(own, opp) & opp);
}

// Returns the squares one step past the opponent runs that follow an own disc in the 3
// directions that go kRow rows at a step, which share that row step.
template <int kRow>
[[gnu::always_inline]] inline Rows run_ends_across_rows(Rows own, Rows opp) {
  return rows16::shift_rows<kRow>(runs_stepped_along_row<kRow, -1>(own, opp) |
                                  runs_stepped_along_row<kRow, 0>(own, opp) |
                                  runs_stepped_along_row<kRow, 1>(own, opp));
}

template <int N>
rows16::Board<N> moves_avx2_rows16(rows16::Board<N> own_board, rows16::Board<N> opp_board) {
  const Rows own = rows16::to_rows<N>(own_board);
  const Rows opp = rows16::to_rows<N>(opp_board);
  const Rows run_ends = run_ends_toward_higher_columns(own, opp) |
                        runs_stepped_along_row<0, -1>(own, opp) |
                        run_ends_across_rows<1>(own, opp) | run_ends_across_rows<-1>(own, opp);
  const Rows empty = rows16::load_lanes(rows16::kBoardRows<N>) & ~(own | opp);
  return rows16::from_rows<N>(run_ends & empty);
}

}  // namespace

extern const Implementation avx2_rows16 = at_sides<10, 12, 14, 16>(
    []<int N> { return &moves_avx2_rows16<N>; }, flip::partner::kSimd<xsimd::avx2, "avx2_acepck">,
    {"avx2_rows16",
     "AVX2, rows as 16-bit lanes of a vector: Kogge-Stone fills over opponent runs, a carry "
     "along rows; timed with the conversions from and to the dense layout",
     kTierAvx2});

}  // namespace bitbench::moves
