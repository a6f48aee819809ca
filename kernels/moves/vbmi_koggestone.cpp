// Othello legal moves on 8x8 by the Kogge-Stone fill of avx512_koggestone (simd_koggestone.hpp:
// runs of one and two discs read from the own discs, then two rounds of jumps of two), cut to
// fewer vector operations for throughput:
// - the run masks enter as an operand of vpternlogq, so the opponent discs are never masked
//   alone, and the empty squares are masked in the lanes, so that both boards are broadcast from
//   memory rather than moved through a general-purpose register;
// - the two shifts that read only opponent discs are rotations by vpmultishiftqb (AVX-512 VBMI,
//   in the vbmi tier), which Zen 4 runs on other pipes than variable shifts: the 12 shifts and
//   the 3 shuffles of the lanes' fold otherwise queue for the 2 shift pipes. A rotation is the
//   shift here: the opponent discs it reads are kept one step from every edge in the lane's
//   direction, so no bit of them wraps round.

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

// The vpmultishiftqb control that rotates each lane by its direction's step toward higher bits
// (`up`) or lower bits: byte j of a lane takes the 8 bits from bit 8j + r (mod 64) of it, r the
// rotation toward lower bits.
constexpr simd::LaneValues rotation_control(bool up) {
  const simd::LaneValues step = step_bits(1);
  simd::LaneValues control{};
  for (int lane = 0; lane < 4; ++lane) {
    const std::uint64_t toward_lower = up ? 64 - step[lane] : step[lane];
    for (int byte = 0; byte < 8; ++byte) {
      control[lane] |= ((8 * byte + toward_lower) % 64) << (8 * byte);
    }
  }
  return control;
}

// The squares where a pair of opponent discs may end: the run mask at both.
constexpr simd::LaneValues pair_mask() {
  const simd::LaneValues step = step_bits(1);
  simd::LaneValues mask{};
  for (int lane = 0; lane < 4; ++lane) {
    mask[lane] = ymm_lanes8x8::kRunMask[lane] & (ymm_lanes8x8::kRunMask[lane] << step[lane]);
  }
  return mask;
}

template <int N>
std::uint64_t legal_moves(std::uint64_t own_board, std::uint64_t opp_board) {
  static_assert(N == 8);
  constexpr int kAnd3 = kA & kB & kC;
  constexpr int kAndOr = (kA & kB) | kC;
  const __m256i own = _mm256_set1_epi64x(static_cast<long long>(own_board));
  const __m256i opp = _mm256_set1_epi64x(static_cast<long long>(opp_board));
  const __m256i one_step = lanes(step_bits(1)), two_steps = lanes(step_bits(2));
  const __m256i run_mask = lanes(ymm_lanes8x8::kRunMask);
  const __m256i pairs_up = _mm256_ternarylogic_epi64(
      opp, _mm256_multishift_epi64_epi8(lanes(rotation_control(true)), opp), lanes(pair_mask()),
      kAnd3);
  const __m256i pairs_down = _mm256_multishift_epi64_epi8(lanes(rotation_control(false)), pairs_up);
  __m256i up = _mm256_ternarylogic_epi64(_mm256_sllv_epi64(own, one_step), opp, run_mask, kAnd3);
  up = _mm256_ternarylogic_epi64(_mm256_sllv_epi64(own, two_steps), pairs_up, up, kAndOr);
  __m256i down = _mm256_ternarylogic_epi64(_mm256_srlv_epi64(own, one_step), opp, run_mask, kAnd3);
  down = _mm256_ternarylogic_epi64(_mm256_srlv_epi64(own, two_steps), pairs_down, down, kAndOr);
  // Two rounds of jumps of two reach runs of 6, the longest on 8x8.
  for (int round = 0; round < 2; ++round) {
    up = _mm256_ternarylogic_epi64(_mm256_sllv_epi64(up, two_steps), pairs_up, up, kAndOr);
    down = _mm256_ternarylogic_epi64(_mm256_srlv_epi64(down, two_steps), pairs_down, down, kAndOr);
  }
  return ymm_lanes8x8::empty_ends(_mm256_sllv_epi64(up, one_step),
                                  _mm256_srlv_epi64(down, one_step), own, opp);
}

}  // namespace

extern const Implementation vbmi_koggestone = at_sides<8>([]<int N> { return &legal_moves<N>; });

}  // namespace bitbench::moves
