#pragma once
// Kogge-Stone occluded fills in SIMD, 4 directions in 4 x uint64 lanes (kernels/core/lanes4.hpp)
// of any xsimd architecture, one direction per lane: each lane propagates the piece's bit over
// empty squares by 1, 2 and 4 steps at once (parallel prefix), then shifts one step more onto
// the first blocker, and the lanes are ORed at the end. A queen takes one set of lanes of the 4
// directions toward higher bits (left shifts) and one of their opposites (right shifts); a rook
// or a bishop takes one set mixing both, each lane shifted both ways with the unused count at
// 64, which gives zero. Instantiated by <isa>_koggestone.cpp.

#include <array>

#include "attacks/sliding.hpp"
#include "core/lanes4.hpp"
#include "core/tier.hpp"

namespace bitbench::attacks::koggestone_lanes {
inline namespace BITBENCH_TIER {

using chess::Geometry;
using simd::Lanes4;
using simd::LaneValues;

// The directions of the 4 lanes of a set: their left and right shift counts of one step (64
// for the unused one) and the squares a step can land on.
struct LaneDirections {
  LaneValues left;
  LaneValues right;
  LaneValues landing;
};

constexpr LaneDirections make_lanes(std::array<int, 4> directions) {
  LaneDirections lanes{};
  for (int lane = 0; lane < 4; ++lane) {
    const Direction d = kDirections[directions[lane]];
    const int distance = Geometry::shift(d);
    lanes.left[lane] = distance > 0 ? distance : 64;
    lanes.right[lane] = distance > 0 ? 64 : -distance;
    lanes.landing[lane] = Geometry::landing(d);
  }
  return lanes;
}

inline constexpr LaneDirections kHigher = make_lanes({0, 1, 2, 3});
inline constexpr LaneDirections kLower = make_lanes({4, 5, 6, 7});
inline constexpr LaneDirections kRook = make_lanes({0, 2, 4, 6});
inline constexpr LaneDirections kBishop = make_lanes({1, 3, 5, 7});

// Returns the counts times `steps`, 64 for a count that reaches 64.
constexpr LaneValues times(LaneValues counts, int steps) {
  for (auto& count : counts) count = count >= 64 ? 64 : count * steps;
  return counts;
}
constexpr bool any_below_64(const LaneValues& counts) {
  for (auto count : counts) {
    if (count < 64) return true;
  }
  return false;
}

// Returns `b` shifted `steps` steps in each lane's direction.
template <LaneDirections kLanes, int steps, class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> shifted(Lanes4<Arch> b) {
  constexpr LaneValues kLeft = times(kLanes.left, steps);
  constexpr LaneValues kRight = times(kLanes.right, steps);
  if constexpr (!any_below_64(kRight)) {
    return b.template shifted<true, kLeft>();
  } else if constexpr (!any_below_64(kLeft)) {
    return b.template shifted<false, kRight>();
  } else {
    return b.template shifted<true, kLeft>() | b.template shifted<false, kRight>();
  }
}

// Returns the attacks from the board `piece` along each lane's direction of kLanes.
template <LaneDirections kLanes, class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> occluded_fill(Lanes4<Arch> piece, Lanes4<Arch> occ) {
  const Lanes4<Arch> landing = Lanes4<Arch>::template constant<kLanes.landing>();
  Lanes4<Arch> propagator = landing & ~occ;
  Lanes4<Arch> fill = piece | (propagator & shifted<kLanes, 1>(piece));
  propagator &= shifted<kLanes, 1>(propagator);
  fill |= propagator & shifted<kLanes, 2>(fill);
  propagator &= shifted<kLanes, 2>(propagator);
  fill |= propagator & shifted<kLanes, 4>(fill);
  return shifted<kLanes, 1>(fill) & landing;
}

// The rays of one square share no square, so the lanes hold disjoint bits and their sum is
// their OR.
template <class Arch, Piece kPiece>
std::uint64_t attacks(std::uint64_t occ, int sq) {
  const Lanes4<Arch> piece(std::uint64_t{1} << sq);
  const Lanes4<Arch> occ_lanes(occ);
  if constexpr (kPiece == Piece::kRook) {
    return occluded_fill<kRook>(piece, occ_lanes).sum();
  } else if constexpr (kPiece == Piece::kBishop) {
    return occluded_fill<kBishop>(piece, occ_lanes).sum();
  } else {
    return (occluded_fill<kHigher>(piece, occ_lanes) | occluded_fill<kLower>(piece, occ_lanes))
        .sum();
  }
}

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_sizes<8>([]<int, Piece kPiece> { return &attacks<Arch, kPiece>; });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::attacks::koggestone_lanes
