// Qugiy in NEON registers (kernels/shogi/qugiy.hpp): a ray pair takes two 128-bit registers,
// one against the occupancy and one against it byte-reversed (REV64 reverses the bytes of each
// half, EXT swaps the halves); the 128-bit decrement subtracts 1 from the low half and borrows
// from the high one where the low half is 0 (CMEQ, moved up a lane by EXT).

#include <arm_neon.h>

#include "shogi/qugiy.hpp"

namespace bitbench::shogi {
namespace {

using namespace qugiy;

[[gnu::always_inline]] inline uint64x2_t byte_reversed(uint64x2_t x) {
  const uint8x16_t halves_reversed = vrev64q_u8(vreinterpretq_u8_u64(x));
  return vreinterpretq_u64_u8(vextq_u8(halves_reversed, halves_reversed, 8));
}

// Returns the ray's squares up to and including the first blocker in `occ`, toward higher bits:
// x ^ (x - 1) over the 128 bits of x, the occupancy on the ray.
[[gnu::always_inline]] inline uint64x2_t qugiy(uint64x2_t occ, uint64x2_t ray) {
  const uint64x2_t x = vandq_u64(occ, ray);
  const uint64x2_t low_half_decremented =
      vsubq_u64(x, vcombine_u64(vcreate_u64(1), vcreate_u64(0)));
  // All ones in the high lane where the low half is 0: adding it borrows 1.
  const uint64x2_t borrow = vextq_u64(vdupq_n_u64(0), vceqq_u64(x, vdupq_n_u64(0)), 1);
  return vandq_u64(veorq_u64(x, vaddq_u64(low_half_decremented, borrow)), ray);
}

// Returns the attacks along the rays of the two ray pairs `pairs`.
[[gnu::always_inline]] inline Board lane_attacks(const Board& occ, const RayPair (&pairs)[2]) {
  const uint64x2_t forward = vld1q_u64(occ.words.data());
  const uint64x2_t reversed = byte_reversed(forward);
  const uint64x2_t up = vorrq_u64(qugiy(forward, vld1q_u64(pairs[0].words)),
                                  qugiy(forward, vld1q_u64(pairs[1].words)));
  const uint64x2_t down = vorrq_u64(qugiy(reversed, vld1q_u64(pairs[0].words + 2)),
                                    qugiy(reversed, vld1q_u64(pairs[1].words + 2)));
  const uint64x2_t attacks = vorrq_u64(up, byte_reversed(down));
  return Board{{vgetq_lane_u64(attacks, 0), vgetq_lane_u64(attacks, 1)}};
}

}  // namespace

extern const Implementation neon_qugiy = on_board([]<Piece kPiece> {
  return WithTables{&qugiy_attacks<lane_attacks, kPiece>, sizeof(kSquareRays)};
});

}  // namespace bitbench::shogi
