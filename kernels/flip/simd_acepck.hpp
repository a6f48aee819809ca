#pragma once
// SIMD flip with a smeared own-disc compare ("acepck"), after the AVX2 flips of Edax by
// Toshihiko Okuhara, on N x N boards up to 8x8, for any xsimd architecture: the 8 directions in
// two sets of 4 x uint64 lanes. Toward higher bits the outflank is the lowest set bit of
// `ray & ~opp`; toward lower bits the own discs of the ray are smeared along it, and the squares
// before the nearest one flip when all are opponent discs, with no isolation of a highest set
// bit. Instantiated by <isa>_acepck.cpp.
//
// In a header: perft's pairs inline it (kernels/perft).

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

struct OwnDiscSmear {
  // Returns the flips along the 4 rays toward lower bits, one per lane. `between` holds the
  // squares between the move and the nearest own disc of the ray, or the whole ray when it holds
  // no own disc; it flips when it holds only opponent discs that can flip, which rules out the
  // whole ray, whose last square cannot. The smear need span only N - 3 steps, from the second
  // square of the longest ray to its last: when the nearest own disc is the first square,
  // nothing flips, and the squares the smear leaves unset beyond it, if any, include the last
  // square of the ray, which blocks.
  template <int N, class Arch>
  [[gnu::always_inline]] static Lanes4<Arch> flips(Lanes4<Arch> own, Lanes4<Arch> opp,
                                                   Lanes4<Arch> ray) {
    const Lanes4<Arch> flippable_opp =
        opp & Lanes4<Arch>::template constant<make_flippable_toward_lower_bits<N>()>();
    const Lanes4<Arch> between = ray & ~simd_rays::smear_toward_lower_bits<N, N - 3>(ray & own);
    const Lanes4<Arch> blockers = between & ~flippable_opp;
    return between & blockers.zero_lanes();
  }
};

using Kernel = simd_rays::RayKernel<OwnDiscSmear>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::acepck
