#pragma once
// Last-move flip count with a parallel-prefix fill ("ppfill"), the idea of Edax's
// count_last_flip_avx_ppfill (T. Okuhara), on 8x8, for any xsimd architecture: the 8 rays from
// the move in two sets of 4 x uint64 lanes (kernels/core/lanes4.hpp). Toward higher bits the
// flips are the ray squares below the lowest player's disc, `(x - 1) & ~x` of `x = own & ray`;
// toward lower bits the player's discs on the ray are smeared away from the move by shifts of
// 1, 2 and 4 steps, and the flips are the ray squares the smear leaves. A ray without a player's
// disc would flip whole, so a lane equal to its ray is cleared. The 8 lanes are ORed and counted
// once. Instantiated by <isa>_ppfill.cpp.

#include <bit>
#include <cstdint>

#include "core/lanes4.hpp"
#include "core/tier.hpp"
#include "last_flip/last_flip.hpp"
#include "last_flip/rays.hpp"

namespace bitbench::last_flip::ppfill {
inline namespace BITBENCH_TIER {

// Returns each lower ray's step times 2^doubling: the shifts of the smear.
constexpr simd::LaneValues steps(int doubling) {
  simd::LaneValues shifts{};
  for (int lane = 0; lane < rays::kHalf; ++lane) {
    shifts[lane] = static_cast<std::uint64_t>(SquareBoard<8>::shift(kDirections[lane]) << doubling);
  }
  return shifts;
}

template <class Arch>
int count_flips(std::uint64_t own, int sq) {
  using Lanes = simd::Lanes4<Arch>;
  const rays::RayMasks<8>& rays = rays::kRays<8>[sq];
  const Lanes discs(own);

  const Lanes higher = Lanes::load(rays.higher);
  const Lanes mine_higher = discs & higher;
  const Lanes before_nearest = (mine_higher - Lanes(1)) & ~mine_higher & higher;
  const Lanes flips_higher = before_nearest & ~before_nearest.equal_lanes(higher);

  const Lanes lower = Lanes::load(rays.lower);
  Lanes shadow = discs & lower;
  shadow |= shadow.template shifted<false, steps(0)>();
  shadow |= shadow.template shifted<false, steps(1)>();
  shadow |= shadow.template shifted<false, steps(2)>();
  const Lanes before_shadow = lower & ~shadow;
  const Lanes flips_lower = before_shadow & ~before_shadow.equal_lanes(lower);

  return std::popcount((flips_higher | flips_lower).or_all());
}

// The kernel on `Arch`, at 8x8.
template <class Arch>
inline constexpr auto kKernel = []<int> { return &mover_or_opponent<8, count_flips<Arch>>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::ppfill
