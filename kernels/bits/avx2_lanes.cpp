// The operations in vector registers: a 256-bit board in one AVX2 register of 4 x uint64
// (xsimd::batch<uint64_t, avx2>), a 128-bit board in one SSE register of 2 x uint64
// (xsimd::batch<uint64_t, sse4_2>, VEX-encoded here), word i in lane i. Each call loads the
// board from its words and stores the result back.
//
// 256 bits. A shift by 64 q + r moves whole lanes by q with vpermd, from a table of lane
// indices per q, and clears the lanes that came from outside the board with a mask from the same
// table; it takes the lanes moved by q + 1 the same way, which hold each lane's neighbour, and
// combines the two with per-lane variable shifts by r and 64 - r (vpsllvq, vpsrlvq: a count of
// 64 gives 0, so r = 0 needs no branch). The add sums the lanes, finds the lanes that carry out
// (the sum below an addend, by a signed compare of sign-flipped lanes) and the lanes that pass a
// carry on (all ones), and ripples the carries across the 4 lanes as 4-bit masks (vmovmskpd) in
// one scalar add: with G the carrying lanes and P the all-ones lanes, the lanes that receive a
// carry are ((G << 1) + P) ^ P (G and P are disjoint, a sum of two words is never all ones with
// a carry). The lanes receiving a carry are a mask from a table of 16, subtracted (adding 1).
// The lowest bit is x & -x per lane, kept in the lowest nonzero lane only (vpcmpeqq, vmovmskpd,
// the lowest bit of the 4-bit mask, the same table). and_not is vpandn.
//
// 128 bits. A shift combines the board with its other word moved across (vpslldq or vpsrldq by
// 8 bytes) under three variable shifts, by s, s - 64 and 64 - s: every count outside [0, 63],
// negative ones included as unsigned, gives 0, so each term is there only where it applies. The
// add moves the low lane's carry into the high lane with vpslldq; the lowest bit keeps the high
// lane only where the low lane is zero.

#include <immintrin.h>

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;
using Lanes128 = xsimd::batch<std::uint64_t, xsimd::sse4_2>;
using Bits128 = Bits<2>;
using Bits256 = Bits<4>;

constexpr int kLanes = 4;

// Moves lanes by a whole number of lanes: vpermd reads 32-bit halves, so lane i takes the
// halves 2 * from and 2 * from + 1; `keep` clears the lanes whose source is off the board.
struct alignas(32) LaneMove {
  std::array<std::uint32_t, 2 * kLanes> index;
  std::array<std::uint64_t, kLanes> keep;
};

// kLaneMoves[toward_higher][k]: lane i takes lane i - k (toward higher bits) or i + k, for k in
// 0 .. kLanes; k = kLanes clears every lane.
constexpr std::array<std::array<LaneMove, kLanes + 1>, 2> make_lane_moves() {
  std::array<std::array<LaneMove, kLanes + 1>, 2> moves{};
  for (int toward_higher = 0; toward_higher < 2; ++toward_higher) {
    for (int k = 0; k <= kLanes; ++k) {
      for (int lane = 0; lane < kLanes; ++lane) {
        const int from = toward_higher ? lane - k : lane + k;
        const bool on_board = from >= 0 && from < kLanes;
        const auto half = static_cast<std::uint32_t>(on_board ? 2 * from : 0);
        moves[toward_higher][k].index[2 * lane] = half;
        moves[toward_higher][k].index[2 * lane + 1] = half + 1;
        moves[toward_higher][k].keep[lane] = on_board ? ~std::uint64_t{0} : 0;
      }
    }
  }
  return moves;
}

constexpr auto kLaneMoves = make_lane_moves();

// kLaneMasks[m]: lane i all ones where bit i of m is set, zero elsewhere.
constexpr std::array<std::array<std::uint64_t, kLanes>, 1 << kLanes> make_lane_masks() {
  std::array<std::array<std::uint64_t, kLanes>, 1 << kLanes> masks{};
  for (unsigned m = 0; m < masks.size(); ++m) {
    for (int lane = 0; lane < kLanes; ++lane) {
      masks[m][lane] = ((m >> lane) & 1) ? ~std::uint64_t{0} : 0;
    }
  }
  return masks;
}

alignas(32) constexpr auto kLaneMasks = make_lane_masks();

[[gnu::always_inline]] inline Lanes load(const Bits256& board) {
  return Lanes::load_unaligned(board.words.data());
}
[[gnu::always_inline]] inline Bits256 store(Lanes lanes) {
  Bits256 board;
  lanes.store_unaligned(board.words.data());
  return board;
}
// Not Lanes128::load_unaligned: its vlddqu keeps g++ from folding the copy of the board into
// the load, and sends the board through the stack.
[[gnu::always_inline]] inline Lanes128 load(const Bits128& board) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(board.words.data()));
}
[[gnu::always_inline]] inline Bits128 store(Lanes128 lanes) {
  Bits128 board;
  lanes.store_unaligned(board.words.data());
  return board;
}

// Returns `lanes` moved by `move`.
[[gnu::always_inline]] inline Lanes move_lanes(Lanes lanes, const LaneMove& move) {
  const __m256i index = _mm256_load_si256(reinterpret_cast<const __m256i*>(move.index.data()));
  return Lanes(_mm256_permutevar8x32_epi32(lanes, index)) & Lanes::load_aligned(move.keep.data());
}

// Returns the mask of the lanes whose bit is set in `lane_bits` (0 .. 15).
[[gnu::always_inline]] inline Lanes lane_mask(unsigned lane_bits) {
  return Lanes::load_aligned(kLaneMasks[lane_bits].data());
}

// Returns the lanes of `lanes` as a 4-bit mask of their sign bits.
[[gnu::always_inline]] inline unsigned sign_bits(__m256i lanes) {
  return static_cast<unsigned>(_mm256_movemask_pd(_mm256_castsi256_pd(lanes)));
}

// Shifts the 256-bit board: `toward_higher` chooses << or >>.
template <bool toward_higher>
[[gnu::always_inline]] inline Bits256 shift256(const Bits256& a, int shift) {
  const Lanes x = load(a);
  const auto& moves = kLaneMoves[toward_higher];
  const int whole = shift / 64;
  const Lanes near = move_lanes(x, moves[whole]);
  const Lanes far = move_lanes(x, moves[whole + 1]);
  const Lanes count(static_cast<std::uint64_t>(shift % 64));
  const Lanes carried_count = Lanes(64) - count;
  if constexpr (toward_higher) {
    return store((near << count) | (far >> carried_count));
  } else {
    return store((near >> count) | (far << carried_count));
  }
}

Bits256 shift_left_256(Bits256 a, Bits256, int shift) { return shift256<true>(a, shift); }

Bits256 shift_right_256(Bits256 a, Bits256, int shift) { return shift256<false>(a, shift); }

Bits256 add_256(Bits256 a, Bits256 b, int) {
  const Lanes x = load(a);
  const Lanes sum = x + load(b);
  const Lanes sign(std::uint64_t{1} << 63);
  const unsigned carrying = sign_bits(_mm256_cmpgt_epi64(x ^ sign, sum ^ sign));
  const unsigned passing = sign_bits(_mm256_cmpeq_epi64(sum, Lanes(~std::uint64_t{0})));
  const unsigned receiving = (((carrying << 1) + passing) ^ passing) & 0xf;
  return store(sum - lane_mask(receiving));
}

Bits256 lowest_bit_256(Bits256 a, Bits256, int) {
  const Lanes x = load(a);
  const unsigned nonzero = ~sign_bits(_mm256_cmpeq_epi64(x, Lanes(0))) & 0xf;
  return store(x & (Lanes(0) - x) & lane_mask(nonzero & (0u - nonzero)));
}

Bits256 and_not_256(Bits256 a, Bits256 b, int) { return store(load(a) & ~load(b)); }

// The 128-bit shifts: `other` is the board's other word moved into the lane it feeds;
// every count is broadcast to both lanes.
[[gnu::always_inline]] inline __m128i counts128(int shift) { return _mm_set1_epi64x(shift); }

// Shifts left (kLeft) or right: the two are mirror images, word order and shift direction swapped.
template <bool kLeft>
Bits128 shift_128(Bits128 a, Bits128, int shift) {
  const auto toward = [](__m128i x, __m128i count) {
    return kLeft ? _mm_sllv_epi64(x, count) : _mm_srlv_epi64(x, count);
  };
  const auto away = [](__m128i x, __m128i count) {
    return kLeft ? _mm_srlv_epi64(x, count) : _mm_sllv_epi64(x, count);
  };
  const __m128i x = load(a);
  const __m128i other = kLeft ? _mm_slli_si128(x, 8) : _mm_srli_si128(x, 8);
  const __m128i count = counts128(shift);
  const __m128i sixty_four = _mm_set1_epi64x(64);
  return store(Lanes128(toward(x, count)) |
               Lanes128(toward(other, _mm_sub_epi64(count, sixty_four))) |
               Lanes128(away(other, _mm_sub_epi64(sixty_four, count))));
}

Bits128 add_128(Bits128 a, Bits128 b, int) {
  const Lanes128 x = load(a);
  const Lanes128 sum = x + load(b);
  const Lanes128 sign(std::uint64_t{1} << 63);
  const __m128i carrying = _mm_cmpgt_epi64(x ^ sign, sum ^ sign);
  return store(sum - Lanes128(_mm_slli_si128(carrying, 8)));
}

Bits128 lowest_bit_128(Bits128 a, Bits128, int) {
  const Lanes128 x = load(a);
  const __m128i zero = _mm_cmpeq_epi64(x, Lanes128(0));
  const Lanes128 keep = Lanes128(_mm_slli_si128(zero, 8)) | Lanes128(_mm_set_epi64x(0, -1));
  return store(x & (Lanes128(0) - x) & keep);
}

Bits128 and_not_128(Bits128 a, Bits128 b, int) { return store(load(a) & ~load(b)); }

template <class Board>
struct LanePrimitives;

template <>
struct LanePrimitives<Bits128> {
  static constexpr auto shift_left = &shift_128<true>, shift_right = &shift_128<false>,
                        add = &add_128, lowest_bit = &lowest_bit_128, and_not = &and_not_128;
};

template <>
struct LanePrimitives<Bits256> {
  static constexpr auto shift_left = &shift_left_256, shift_right = &shift_right_256,
                        add = &add_256, lowest_bit = &lowest_bit_256, and_not = &and_not_256;
};

}  // namespace

extern const Implementation avx2_lanes =
    at_widths<128, 256>([]<int kWidth> { return LanePrimitives<Board<kWidth>>{}; });

}  // namespace bitbench::bits
