#pragma once
// AVX2 flip with a smeared own-disc compare ("acepck"), after the AVX2 flips of Edax by
// Toshihiko Okuhara, on N x N boards up to 8x8: the 8 directions in two vectors of 4 x uint64.
// Toward higher bits the outflank is the lowest set bit of `ray & ~opp`; toward lower bits the
// own discs of the ray are smeared along it, and the squares before the nearest one flip when
// all are opponent discs, with no isolation of a highest set bit.
//
// The partner of the SIMD legal-move kernels in their perft trees, so in a header.

#include <array>

#include "core/tier.hpp"
#include "flip/avx2_rays.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::acepck {
inline namespace BITBENCH_TIER {

using avx2_rays::kLanes;
using avx2_rays::Lanes;

// Returns, for each lower-half direction, the squares that are not the last of their ray: the
// squares whose neighbour in that direction is on the board, which are those a step of the
// opposite direction lands on. Only they can ever flip.
template <int N>
constexpr std::array<std::uint64_t, kLanes> make_flippable_toward_lower_bits() {
  std::array<std::uint64_t, kLanes> flippable{};
  for (int lane = 0; lane < kLanes; ++lane) {
    flippable[lane] = SquareBoard<N>::landing(kDirections[lane]);
  }
  return flippable;
}

template <int N>
alignas(32) constexpr std::array<std::uint64_t, kLanes> kFlippableTowardLowerBits =
    make_flippable_toward_lower_bits<N>();

// Returns the flips along the 4 rays toward lower bits, one per lane. `between` holds the
// squares between the move and the nearest own disc of the ray, or the whole ray when it holds
// no own disc; it flips when it holds only opponent discs that can flip, which rules out the
// whole ray, whose last square cannot. The smear need span only N - 3 steps, from the second
// square of the longest ray to its last: when the nearest own disc is the first square,
// nothing flips, and the squares the smear leaves unset beyond it, if any, include the last
// square of the ray, which blocks.
template <int N>
[[gnu::always_inline]] inline Lanes flips_toward_lower_bits(Lanes own, Lanes flippable_opp,
                                                            Lanes ray) {
  const Lanes between = ray & ~avx2_rays::smear_toward_lower_bits<N, N - 3>(ray & own);
  const Lanes blockers = between & ~flippable_opp;
  return between & avx2_rays::zero_lanes(blockers);
}

template <int N>
std::uint64_t flips(std::uint64_t own, std::uint64_t opp, int sq) {
  const avx2_rays::RayMasks& rays = avx2_rays::kRays<N>[sq];
  const Lanes own_lanes(own);
  const Lanes opp_lanes(opp);
  const Lanes higher =
      avx2_rays::flips_toward_higher_bits(own_lanes, opp_lanes, Lanes::load_aligned(rays.higher));
  const Lanes flippable_opp = opp_lanes & Lanes::load_aligned(kFlippableTowardLowerBits<N>.data());
  const Lanes lower =
      flips_toward_lower_bits<N>(own_lanes, flippable_opp, Lanes::load_aligned(rays.lower));
  return avx2_rays::or_lanes(higher | lower);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::acepck
