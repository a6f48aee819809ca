#pragma once
// SIMD flip with a smeared own-disc compare ("acepck"), after the AVX2 flips of Edax by
// Toshihiko Okuhara, on N x N boards up to 8x8, for any xsimd architecture: the 8 directions in
// two sets of 4 x uint64 lanes. Toward higher bits the outflank is the lowest set bit of
// `ray & ~opp`; toward lower bits the own discs of the ray are smeared along it, and the squares
// before the nearest one flip when all are opponent discs, with no isolation of a highest set
// bit. Instantiated by <isa>_acepck.cpp.
//
// The partner of the SIMD legal-move kernels in their perft trees, so in a header.

#include <array>

#include "core/tier.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::acepck {
inline namespace BITBENCH_TIER {

using simd_rays::kLanes;
using simd_rays::Lanes4;
using simd_rays::LaneValues;

// Returns, for each lower-half direction, the squares that are not the last of their ray: the
// squares whose neighbour in that direction is on the board, which are those a step of the
// opposite direction lands on. Only they can ever flip.
template <int N>
constexpr LaneValues make_flippable_toward_lower_bits() {
  LaneValues flippable{};
  for (int lane = 0; lane < kLanes; ++lane) {
    flippable[lane] = SquareBoard<N>::landing(kDirections[lane]);
  }
  return flippable;
}

// Returns the flips along the 4 rays toward lower bits, one per lane. `between` holds the
// squares between the move and the nearest own disc of the ray, or the whole ray when it holds
// no own disc; it flips when it holds only opponent discs that can flip, which rules out the
// whole ray, whose last square cannot. The smear need span only N - 3 steps, from the second
// square of the longest ray to its last: when the nearest own disc is the first square,
// nothing flips, and the squares the smear leaves unset beyond it, if any, include the last
// square of the ray, which blocks.
template <int N, class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> flips_toward_lower_bits(Lanes4<Arch> own,
                                                                   Lanes4<Arch> flippable_opp,
                                                                   Lanes4<Arch> ray) {
  const Lanes4<Arch> between = ray & ~simd_rays::smear_toward_lower_bits<N, N - 3>(ray & own);
  const Lanes4<Arch> blockers = between & ~flippable_opp;
  return between & blockers.zero_lanes();
}

template <class Arch, int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const Lanes4<Arch> own_lanes(own);
  const Lanes4<Arch> opp_lanes(opp);
  const Lanes4<Arch> higher =
      simd_rays::flips_toward_higher_bits(own_lanes, opp_lanes, Lanes4<Arch>::load(rays.higher));
  const Lanes4<Arch> flippable_opp =
      opp_lanes & Lanes4<Arch>::template constant<make_flippable_toward_lower_bits<N>()>();
  const Lanes4<Arch> lower =
      flips_toward_lower_bits<N>(own_lanes, flippable_opp, Lanes4<Arch>::load(rays.lower));
  // The rays of one square share no square: the lanes hold disjoint bits.
  return (higher | lower).sum();
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::acepck
