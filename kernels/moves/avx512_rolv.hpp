#pragma once
// Othello legal moves on AVX-512 with the 8 directions in the 8 lanes of one 512-bit vector: the
// Kogge-Stone occluded fill of scalar_koggestone.cpp, each lane stepping by a rotation (vprolvq)
// of its own count, the 4 directions toward lower bits as rotations by 64 - s. Rotations need no
// mask against wrapping: the propagators are opponent discs kept to the squares that have every
// neighbour on the board (columns and rows 1 to 6, as a direction needs), and one step from such
// a square is a real neighbour, never a bit rotated round; the first step, from any own disc, only
// keeps what lands on one. 8x8 only: smaller boards do not fill the word that rotates.

#include <immintrin.h>

#include <cstdint>

#include "core/ternary_logic.hpp"
#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::rolv {
inline namespace BITBENCH_TIER {

// Lane k steps by kDirections[k]: east, south-west, south, south-east, then their opposites.
constexpr long long kStepBits[] = {1, 7, 8, 9};
constexpr long long kInteriorColumns = 0x7e7e7e7e7e7e7e7e;
constexpr long long kInteriorRows = 0x00ffffffffffff00;

// Returns the rotation counts of `steps` steps in each lane's direction.
inline __m512i rotations(long long steps) {
  const long long up[4] = {steps * kStepBits[0] % 64, steps * kStepBits[1] % 64,
                           steps * kStepBits[2] % 64, steps * kStepBits[3] % 64};
  return _mm512_set_epi64(64 - up[3], 64 - up[2], 64 - up[1], 64 - up[0], up[3], up[2], up[1],
                          up[0]);
}

// Returns the OR of the 8 lanes: two rounds of three-way ORs (vpternlogq) of lanes 1 and 2, then
// 3 and 6, apart, one round fewer than halving.
inline std::uint64_t or_of_lanes(__m512i x) {
  constexpr int kOr = ternary_logic::kA | ternary_logic::kB | ternary_logic::kC;
  const __m512i threes =
      _mm512_ternarylogic_epi64(x, _mm512_alignr_epi64(x, x, 1), _mm512_alignr_epi64(x, x, 2), kOr);
  const __m512i all = _mm512_ternarylogic_epi64(threes, _mm512_alignr_epi64(threes, threes, 3),
                                                _mm512_alignr_epi64(threes, threes, 6), kOr);
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm512_castsi512_si128(all)));
}

template <int N>
std::uint64_t legal_moves(std::uint64_t own, std::uint64_t opp) {
  static_assert(N == 8);
  constexpr long long kDiagonal = kInteriorColumns & kInteriorRows;
  const __m512i interior = _mm512_set_epi64(kDiagonal, kInteriorRows, kDiagonal, kInteriorColumns,
                                            kDiagonal, kInteriorRows, kDiagonal, kInteriorColumns);
  const __m512i one_step = rotations(1), two_steps = rotations(2), four_steps = rotations(4);
  // The fill from the own discs over opponent discs a run may cross: one step, then two over
  // pairs of them, then four over fours, reaching runs of up to 7 (a row holds at most 6).
  const __m512i crossable =
      _mm512_and_si512(_mm512_set1_epi64(static_cast<long long>(opp)), interior);
  const __m512i crossable_pairs =
      _mm512_and_si512(crossable, _mm512_rolv_epi64(crossable, one_step));
  const __m512i crossable_fours =
      _mm512_and_si512(crossable_pairs, _mm512_rolv_epi64(crossable_pairs, two_steps));
  __m512i fill = _mm512_set1_epi64(static_cast<long long>(own));
  fill = _mm512_or_si512(fill, _mm512_and_si512(_mm512_rolv_epi64(fill, one_step), crossable));
  fill =
      _mm512_or_si512(fill, _mm512_and_si512(_mm512_rolv_epi64(fill, two_steps), crossable_pairs));
  fill =
      _mm512_or_si512(fill, _mm512_and_si512(_mm512_rolv_epi64(fill, four_steps), crossable_fours));
  // One step past the opponent discs of the fill.
  return or_of_lanes(_mm512_rolv_epi64(_mm512_and_si512(fill, crossable), one_step)) & ~(own | opp);
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &legal_moves<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::rolv
