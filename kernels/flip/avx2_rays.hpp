#pragma once
// Shared by the AVX2 flips (avx2_ppfill.cpp, avx2_acepck.cpp) on N x N boards that fit one
// 64-bit word (N <= 8), which compute the 8 directions in two vectors of 4 x uint64: one lane
// per direction, 4 directions toward higher bits and their 4 opposites toward lower bits. This
// header holds the per-square ray masks, the flip toward higher bits (the same in both
// kernels) and the pieces of the flip toward lower bits that both kernels use. It must be
// included only by files compiled with -mavx2.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <xsimd/xsimd.hpp>

#include "core/square_board.hpp"

namespace bitbench::flip::avx2_rays {

using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;

inline constexpr int kLanes = 4;

// The 8 rays of one square: lane i of `higher` walks kDirections[i], east (+1), south-west
// (+N-1), south (+N) and south-east (+N+1), and lane i of `lower` its opposite,
// kDirections[i + 4]. One entry fills one 64-byte cache line.
struct alignas(64) RayMasks {
  std::uint64_t higher[kLanes];
  std::uint64_t lower[kLanes];
};

template <int N>
constexpr std::array<RayMasks, N * N> make_ray_masks() {
  static_assert(std::is_same_v<typename SquareBoard<N>::Board, std::uint64_t>,
                "the AVX2 flips hold a board in one 64-bit lane");
  std::array<RayMasks, N * N> rays{};
  for (int sq = 0; sq < N * N; ++sq) {
    for (int lane = 0; lane < kLanes; ++lane) {
      rays[sq].higher[lane] = SquareBoard<N>::ray(sq, kDirections[lane]);
      rays[sq].lower[lane] = SquareBoard<N>::ray(sq, kDirections[lane + kLanes]);
    }
  }
  return rays;
}

template <int N>
inline constexpr std::array<RayMasks, N * N> kRays = make_ray_masks<N>();

// Returns the number of shifts, of 1, 2, 4, ... steps, with which a smear copies a bit
// `steps` steps further: the fewest, k, with 2^k - 1 >= steps.
constexpr int smear_shifts(int steps) { return std::bit_width(static_cast<unsigned>(steps)); }

// One shift count per lane for each shift of the longest smear, which copies a bit N - 2
// steps: from the first square of the longest ray (N - 1 squares) to its last.
template <int N>
using LowerShifts = std::array<std::array<std::uint64_t, kLanes>, smear_shifts(N - 2)>;

// The bit distance of one step of each lower-half direction, then of 2, 4, ... steps: the
// shift counts of the smear below.
template <int N>
constexpr LowerShifts<N> make_lower_shifts() {
  LowerShifts<N> shifts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const int bits_per_step = SquareBoard<N>::shift(kDirections[lane]);
    for (std::size_t doubling = 0; doubling < shifts.size(); ++doubling) {
      shifts[doubling][lane] = static_cast<std::uint64_t>(bits_per_step << doubling);
    }
  }
  return shifts;
}

template <int N>
alignas(32) inline constexpr LowerShifts<N> kLowerShifts = make_lower_shifts<N>();

// Returns the lanes where `lanes` is zero as all ones, the others as zeros, to mask with `&`.
// (xsimd::select would do, but g++ turns its vpblendvb into a byte-sign test and an AND.)
[[gnu::always_inline]] inline Lanes zero_lanes(Lanes lanes) {
  return Lanes(static_cast<Lanes::register_type>(lanes == Lanes(0)));
}

// Returns the flips along the 4 rays toward higher bits, one per lane. The outflank is the
// nearest square of the ray not held by the opponent, the lowest set bit of `ray & ~opp`; the
// squares of the ray below it are opponent discs, and they flip when `own` holds the outflank.
[[gnu::always_inline]] inline Lanes flips_toward_higher_bits(Lanes own, Lanes opp, Lanes ray) {
  const Lanes not_opp = ray & ~opp;
  const Lanes outflank = not_opp & (Lanes(0) - not_opp) & own;
  return (outflank - Lanes(1)) & ray & ~zero_lanes(outflank);
}

// Returns `bits` ORed with itself shifted by kLowerShifts<N>[doubling], for each doubling in
// turn.
template <int N, std::size_t... doubling>
[[gnu::always_inline]] inline Lanes smear_by_shifts(Lanes bits, std::index_sequence<doubling...>) {
  ((bits |= bits >> Lanes::load_aligned(kLowerShifts<N>[doubling].data())), ...);
  return bits;
}

// Returns `bits` with each set bit copied along its lane's lower-half direction up to 2^k - 1
// steps further, by k = smear_shifts(steps) shifts of 1, 2, 4, ... steps: at least `steps`
// steps. On a ray this sets every square beyond the nearest set bit up to `steps` steps from
// it; squares off the ray may be set too.
template <int N, int steps>
[[gnu::always_inline]] inline Lanes smear_toward_lower_bits(Lanes bits) {
  static_assert(steps >= 0 && steps <= N - 2, "kLowerShifts<N> holds the shifts of N - 2 steps");
  return smear_by_shifts<N>(bits, std::make_index_sequence<smear_shifts(steps)>{});
}

// Returns the OR of the 4 lanes. The rays of one square share no square, so the lanes hold
// disjoint bits and their sum is their OR.
[[gnu::always_inline]] inline std::uint64_t or_lanes(Lanes lanes) { return xsimd::hadd(lanes); }

}  // namespace bitbench::flip::avx2_rays
