// AVX2 flip on the row-lane form (kernels/core/rows16_avx2.hpp): each row of the board in a
// 16-bit lane of one 256-bit vector. In 7 directions a Kogge-Stone fill (steps of 1, 2, 4 and
// 8) runs from the move over the opponent discs, and the run flips when an own disc follows its
// last square. Steps along a row are shifts inside the lanes, steps across rows move whole
// lanes, diagonal steps both. Toward lower columns the closure test is a compare per lane. The
// 3 directions going down share one OR over the lanes of the last squares of their closed runs,
// which lie in different columns (the move's, those left of it, those right of it), and so do
// the 3 going up. Toward higher columns an addition inside the lanes carries from the move
// through the run instead, and a saturating subtraction keeps the run only when an own disc
// closes it. The call converts the dense boards to the row-lane form and the flips back, and
// is timed with them (for 16 x 16 the dense layout is the row-lane form). The move square must
// be empty.

#include <array>
#include <cstdint>

#include "core/rows16_avx2.hpp"
#include "flip/flip.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
namespace {

namespace rows16 = rows16_avx2;
using rows16::kLanes;
using rows16::Rows;

struct Ray {
  Rows run;     // the opponent discs that follow the move
  Rows closed;  // the last square of the run when an own disc follows it, else nothing
};

// Returns the run of opponent discs from the move in direction (kRow, kCol). `own_behind` is
// the own discs moved one step back against the direction: the squares an own disc follows.
template <int kRow, int kCol>
[[gnu::always_inline]] inline Ray ray_from(Rows move, Rows own_behind, Rows opp) {
  const Rows run = rows16::fill<kRow, kCol>(move, opp) & opp;
  return {run, run & own_behind};
}

// Returns all ones in the 16-bit lanes where `rows` is zero.
[[gnu::always_inline]] inline Rows zero_lanes(Rows rows) {
  return Rows(static_cast<Rows::register_type>(rows == Rows(0)));
}

// Returns all ones in the 32-bit lanes where `rows` is zero.
[[gnu::always_inline]] inline Rows zero_pairs(Rows rows) {
  return Rows(_mm256_cmpeq_epi32(rows, _mm256_setzero_si256()));
}

// Returns in every 32-bit lane the OR of all even rows (low half) and of all odd rows (high
// half).
[[gnu::always_inline]] inline Rows or_rows_in_pairs(Rows rows) {
  rows |= Rows(_mm256_permute2x128_si256(rows, rows, 0x01));
  rows |= Rows(_mm256_shuffle_epi32(rows, 0x4e));
  rows |= Rows(_mm256_shuffle_epi32(rows, 0xb1));
  return rows;
}

// Returns the flips toward higher columns. Adding the run's first square to the opponent discs
// carries through the run to the square past it (vpaddw, inside each row); when that square
// holds an own disc, subtracting the first square from it leaves the run, and otherwise the
// subtraction saturates to 0.
[[gnu::always_inline]] inline Rows flips_toward_higher_columns(Rows move, Rows own, Rows opp) {
  const Rows first = opp & (move << 1);
  return xsimd::ssub((opp + first) & own, first);
}

// Returns the flips toward lower columns, all in the move's row.
[[gnu::always_inline]] inline Rows flips_toward_lower_columns(Rows move, Rows own, Rows opp) {
  const Ray ray = ray_from<0, -1>(move, own << 1, opp);
  return ray.run & ~zero_lanes(ray.closed);
}

// Returns the flips of the 3 directions that go kRow rows at a step. The last squares of their
// runs lie in the columns `left` of the move, its `column` and those `right` of it: one
// OR over the lanes tells which runs are closed.
template <int kRow>
[[gnu::always_inline]] inline Rows flips_across_rows(Rows move, Rows own, Rows opp, Rows left,
                                                     Rows column, Rows right) {
  const Rows own_rows_behind = rows16::shift_rows<-kRow>(own);
  const Ray to_left = ray_from<kRow, -1>(move, own_rows_behind << 1, opp);
  const Ray straight = ray_from<kRow, 0>(move, own_rows_behind, opp);
  const Ray to_right = ray_from<kRow, 1>(move, own_rows_behind >> 1, opp);
  const Rows closed = or_rows_in_pairs(to_left.closed | straight.closed | to_right.closed);
  return (to_left.run & ~zero_pairs(closed & left)) |
         (straight.run & ~zero_pairs(closed & column)) |
         (to_right.run & ~zero_pairs(closed & right));
}

template <int N>
rows16::Board<N> flip_avx2_rows16(rows16::Board<N> own_board, rows16::Board<N> opp_board, int sq) {
  const Rows own = rows16::to_rows<N>(own_board);
  const Rows opp = rows16::to_rows<N>(opp_board);
  const int row = sq / N;
  const Rows column(static_cast<std::uint16_t>(1u << (sq % N)));
  const Rows left = column - Rows(1);
  const Rows right = Rows(0) - (column + column);
  const Rows move = column & rows16::row_lane(row);
  const Rows flipped = flips_toward_higher_columns(move, own, opp) |
                       flips_toward_lower_columns(move, own, opp) |
                       flips_across_rows<1>(move, own, opp, left, column, right) |
                       flips_across_rows<-1>(move, own, opp, left, column, right);
  return rows16::from_rows<N>(flipped);
}

}  // namespace

extern const Implementation avx2_rows16 = at_sides<10, 12, 14, 16>(
    []<int N> { return &flip_avx2_rows16<N>; },
    moves::koggestone_lanes::kPartner<xsimd::avx2, "avx2_koggestone">,
    {"avx2_rows16",
     "AVX2, rows as 16-bit lanes of a vector: Kogge-Stone fills from the move, a carry along the "
     "row; timed with the conversions from and to the dense layout",
     kTierAvx2});

}  // namespace bitbench::flip
