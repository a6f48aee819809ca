// Othello legal moves on 8x8 by the chain-shaped Kogge-Stone fill of avx512_koggestone_ahead
// (simd_koggestone_ahead.hpp: runs of one to three discs read from the own discs at once, each
// set held one step ahead, one jump of three), written with vpternlogq for the shortest chain
// from the own discs: the three runs join in one three-way OR, each jump is one AND-OR, and the
// empty squares are masked in the lanes by the same operation that joins the two directions.
// From the broadcast own discs to the lanes' fold the chain is 5 vector operations.

#include <immintrin.h>

#include <cstdint>

#include "core/ternary_logic.hpp"
#include "moves/moves.hpp"
#include "moves/ymm_lanes8x8.hpp"

namespace bitbench::moves {
namespace {

using ternary_logic::kA, ternary_logic::kB, ternary_logic::kC;
using ymm_lanes8x8::lanes;
using ymm_lanes8x8::step_bits;

// The squares one step past a run of one, two and three opponent discs in each lane's
// direction.
struct RunEnds {
  __m256i one, two, three;
};

// Returns the squares one step past the runs of opponent discs that start one step past an own
// disc, in each lane's direction, toward higher bits (`shift` is vpsllvq) or lower bits.
template <__m256i (*shift)(__m256i, __m256i)>
[[gnu::always_inline]] inline __m256i run_ends(__m256i own, const RunEnds& ends) {
  constexpr int kOr3 = kA | kB | kC;
  const __m256i first_three = _mm256_ternarylogic_epi64(
      _mm256_and_si256(shift(own, lanes(step_bits(2))), ends.one),
      _mm256_and_si256(shift(own, lanes(step_bits(3))), ends.two),
      _mm256_and_si256(shift(own, lanes(step_bits(4))), ends.three), kOr3);
  // One jump of three steps over three opponent discs reaches runs of 6, the longest on 8x8.
  return _mm256_ternarylogic_epi64(shift(first_three, lanes(step_bits(3))), ends.three, first_three,
                                   (kA & kB) | kC);
}

[[gnu::always_inline]] inline __m256i shift_up(__m256i x, __m256i bits) {
  return _mm256_sllv_epi64(x, bits);
}
[[gnu::always_inline]] inline __m256i shift_down(__m256i x, __m256i bits) {
  return _mm256_srlv_epi64(x, bits);
}

template <int N>
std::uint64_t legal_moves(std::uint64_t own_board, std::uint64_t opp_board) {
  static_assert(N == 8);
  const __m256i own = _mm256_set1_epi64x(static_cast<long long>(own_board));
  const __m256i opp = _mm256_set1_epi64x(static_cast<long long>(opp_board));
  const __m256i one_step = lanes(step_bits(1));
  // Runs toward higher bits, by the square that ends them: one disc, two, three.
  const __m256i singles = _mm256_and_si256(opp, lanes(ymm_lanes8x8::kRunMask));
  const __m256i one_up = shift_up(singles, one_step);
  const __m256i pairs = _mm256_and_si256(singles, one_up);
  const __m256i two_up = shift_up(pairs, one_step);
  const __m256i triples = _mm256_and_si256(pairs, two_up);
  // The ends toward lower bits are those toward higher bits moved back by the run's length.
  const RunEnds up{one_up, two_up, shift_up(triples, one_step)};
  const RunEnds down{shift_down(singles, one_step), shift_down(pairs, lanes(step_bits(2))),
                     shift_down(triples, lanes(step_bits(3)))};
  return ymm_lanes8x8::empty_ends(run_ends<shift_up>(own, up), run_ends<shift_down>(own, down), own,
                                  opp);
}

}  // namespace

extern const Implementation avx512_ternlog_ahead =
    at_sides<8>([]<int N> { return &legal_moves<N>; });

}  // namespace bitbench::moves
