#pragma once
// Shared by the SIMD flips (simd_ppfill.hpp, simd_acepck.hpp) on N x N boards that fit one
// 64-bit word (N <= 8), which compute the 8 directions in two sets of 4 x uint64 lanes
// (kernels/core/lanes4.hpp), for any xsimd architecture `Arch`: one lane per direction, 4
// directions toward higher bits and their 4 opposites toward lower bits. This header holds the
// per-square ray masks, the flip toward higher bits (the same in both kernels) and the pieces
// of the flip toward lower bits that both kernels use.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "core/lanes4.hpp"
#include "core/square_board.hpp"
#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::simd_rays {
inline namespace BITBENCH_TIER {

using simd::Lanes4;
using simd::LaneValues;

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
                "the SIMD flips hold a board in one 64-bit lane");
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

// Returns the bit distance of 2^doubling steps of each lower-half direction: the shift counts
// of the smear below.
template <int N>
constexpr LaneValues lower_shifts(int doubling) {
  LaneValues shifts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    shifts[lane] = static_cast<std::uint64_t>(SquareBoard<N>::shift(kDirections[lane]) << doubling);
  }
  return shifts;
}

// Returns the flips along the 4 rays toward higher bits, one per lane. The nearest square of
// the ray not held by the opponent is the lowest set bit of `ray & ~opp`, so `x ^ (x - 1)`
// gives the ray up to that square, the mask Edax's flip_avx_acepck builds. The squares before
// it are opponent discs, and they flip when `own` holds that square: when taking the own discs
// away changes the mask. `own`, which the latency chain carries, enters last, three operations
// from the result: an AND-NOT, a compare and an AND-NOT.
template <class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> flips_toward_higher_bits(Lanes4<Arch> own,
                                                                    Lanes4<Arch> opp,
                                                                    Lanes4<Arch> ray) {
  const Lanes4<Arch> not_opp = ray & ~opp;
  const Lanes4<Arch> up_to_nearest = ((not_opp - Lanes4<Arch>(1)) ^ not_opp).settled() & ray;
  const Lanes4<Arch> without_own = up_to_nearest & ~own;
  return without_own & ~without_own.equal_lanes(up_to_nearest);
}

// Returns `bits` ORed with itself shifted by lower_shifts<N>(doubling), for each doubling in
// turn.
template <int N, class Arch, int... doubling>
[[gnu::always_inline]] inline Lanes4<Arch> smear_by_shifts(
    Lanes4<Arch> bits, std::integer_sequence<int, doubling...>) {
  ((bits |= bits.template shifted<false, lower_shifts<N>(doubling)>()), ...);
  return bits;
}

// Returns `bits` with each set bit copied along its lane's lower-half direction up to 2^k - 1
// steps further, by k = smear_shifts(steps) shifts of 1, 2, 4, ... steps: at least `steps`
// steps. On a ray this sets every square beyond the nearest set bit up to `steps` steps from
// it; squares off the ray may be set too.
template <int N, int steps, class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> smear_toward_lower_bits(Lanes4<Arch> bits) {
  static_assert(steps >= 0 && steps <= N - 2, "the longest ray spans N - 2 steps");
  return smear_by_shifts<N>(bits, std::make_integer_sequence<int, smear_shifts(steps)>{});
}

// A flip kernel on the 8 rays, with its own flip toward lower bits: `LowerHalf` has
// `flips<N>(own, opp, ray)` for the 4 rays toward lower bits, one per lane.
template <class LowerHalf>
struct RayKernel {
  // Returns the flips of the move at `sq`. The rays of one square share no square, so the
  // lanes hold disjoint bits and their sum is their OR.
  template <class Arch, int N>
  static std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
    const RayMasks& rays = kRays<N>[sq];
    const Lanes4<Arch> own_lanes(own);
    const Lanes4<Arch> opp_lanes(opp);
    return (flips_toward_higher_bits(own_lanes, opp_lanes, Lanes4<Arch>::load(rays.higher)) |
            LowerHalf::template flips<N>(own_lanes, opp_lanes, Lanes4<Arch>::load(rays.lower)))
        .sum();
  }

  // The kernel on `Arch` at every side it has, for its registration and for perft's pairs.
  template <class Arch>
  static constexpr auto kKernel = []<int N> { return &flips<Arch, N>; };

  // The kernel on `Arch`.
  template <class Arch>
  static constexpr Implementation implementation() {
    return at_sides<4, 6, 8>(kKernel<Arch>);
  }
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::simd_rays
