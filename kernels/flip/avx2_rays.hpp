#pragma once
// Shared by the AVX2 flips (avx2_ppfill.cpp, avx2_acepck.cpp), which compute the 8 directions
// in two vectors of 4 x uint64: one lane per direction, 4 directions toward higher bits and
// their 4 opposites toward lower bits. This header holds the per-square ray masks, the flip
// toward higher bits (the same in both kernels) and the pieces of the flip toward lower bits
// that both kernels use. It must be included only by files compiled with -mavx2.

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

namespace bitbench::flip::avx2_rays {

using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;

inline constexpr int kSide = 8;
inline constexpr int kSquares = kSide * kSide;
inline constexpr int kLanes = 4;

struct Step {
  int d_row;
  int d_col;
};

// The directions toward higher bits, one per lane: east (+1), south (+8), south-east (+9) and
// south-west (+7). Lane i of the lower half walks the opposite of lane i here.
inline constexpr std::array<Step, kLanes> kHigherSteps{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

// Returns the squares met walking from `sq` by (d_row, d_col) to the edge, `sq` excluded.
constexpr std::uint64_t ray_mask(int sq, int d_row, int d_col) {
  std::uint64_t mask = 0;
  for (int row = sq / kSide + d_row, col = sq % kSide + d_col;
       row >= 0 && row < kSide && col >= 0 && col < kSide; row += d_row, col += d_col) {
    mask |= std::uint64_t{1} << (row * kSide + col);
  }
  return mask;
}

// The 8 rays of one square. One entry fills one 64-byte cache line.
struct alignas(64) RayMasks {
  std::uint64_t higher[kLanes];
  std::uint64_t lower[kLanes];
};

constexpr std::array<RayMasks, kSquares> make_ray_masks() {
  std::array<RayMasks, kSquares> rays{};
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int lane = 0; lane < kLanes; ++lane) {
      const auto [d_row, d_col] = kHigherSteps[lane];
      rays[sq].higher[lane] = ray_mask(sq, d_row, d_col);
      rays[sq].lower[lane] = ray_mask(sq, -d_row, -d_col);
    }
  }
  return rays;
}

inline constexpr std::array<RayMasks, kSquares> kRays = make_ray_masks();

// The bit distance of one step of each lower-half direction, then of 2 and 4 steps: the shift
// counts of the smear below.
constexpr std::array<std::array<std::uint64_t, kLanes>, 3> make_lower_shifts() {
  std::array<std::array<std::uint64_t, kLanes>, 3> shifts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const int bits_per_step = kHigherSteps[lane].d_row * kSide + kHigherSteps[lane].d_col;
    for (int doubling = 0; doubling < 3; ++doubling) {
      shifts[doubling][lane] = static_cast<std::uint64_t>(bits_per_step << doubling);
    }
  }
  return shifts;
}

alignas(32) inline constexpr std::array<std::array<std::uint64_t, kLanes>, 3> kLowerShifts =
    make_lower_shifts();

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

// Returns `bits` with each set bit copied up to 7 steps further along its lane's lower-half
// direction (shifts of 1, 2 and 4 steps). On a ray, which holds at most 7 squares, this sets
// every square beyond the nearest set bit; squares off the ray may be set too.
[[gnu::always_inline]] inline Lanes smear_toward_lower_bits(Lanes bits) {
  bits |= bits >> Lanes::load_aligned(kLowerShifts[0].data());
  bits |= bits >> Lanes::load_aligned(kLowerShifts[1].data());
  bits |= bits >> Lanes::load_aligned(kLowerShifts[2].data());
  return bits;
}

// Returns the OR of the 4 lanes. The rays of one square share no square, so the lanes hold
// disjoint bits and their sum is their OR.
[[gnu::always_inline]] inline std::uint64_t or_lanes(Lanes lanes) { return xsimd::hadd(lanes); }

}  // namespace bitbench::flip::avx2_rays
