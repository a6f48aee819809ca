#pragma once
// Dumb7Fill (Gunnar Andersson; chessprogramming wiki, page "Dumb7Fill") in SIMD: the 4 lanes of
// a set of 4 x uint64 (kernels/core/lanes4.hpp) each take one direction, and every step shifts
// all 4 at once by their own counts and masks them with the empty squares less the column each
// would wrap into: 6 masked steps and one final shift per lane on the 8x8 board, as the scalar
// Dumb7Fill does for each direction in turn. A queen takes the set of the 4 directions toward
// higher bits (left shifts) and the set of their opposites (right shifts); a rook or a bishop
// one set mixing both, each lane shifted both ways with the unused count at 64, which gives
// zero. The lane directions and shifts are those of the Kogge-Stone kernels
// (kernels/attacks/simd_koggestone.hpp): the two fills differ only in the steps, one square at a
// time here against 1, 2 and 4 at once there. Instantiated by <isa>_dumb7fill.cpp.

#include "attacks/simd_koggestone.hpp"

namespace bitbench::attacks::dumb7fill_lanes {
inline namespace BITBENCH_TIER {

using koggestone_lanes::LaneDirections;
using koggestone_lanes::shifted;
using simd::Lanes4;

// Returns the attacks from the board `piece` along each lane's direction of kLanes.
template <LaneDirections kLanes, class Arch>
[[gnu::always_inline]] inline Lanes4<Arch> dumb7_fill(Lanes4<Arch> piece, Lanes4<Arch> occ) {
  const Lanes4<Arch> landing = Lanes4<Arch>::template constant<kLanes.landing>();
  const Lanes4<Arch> propagator = landing & ~occ;
  Lanes4<Arch> generation = piece;
  Lanes4<Arch> flood = piece;
  for (int step = 0; step < 6; ++step) {
    generation = shifted<kLanes, 1>(generation) & propagator;
    flood |= generation;
  }
  return shifted<kLanes, 1>(flood) & landing;
}

// The rays of one square share no square, so the lanes hold disjoint bits and their sum is
// their OR.
template <class Arch, Piece kPiece>
std::uint64_t attacks(std::uint64_t occ, int sq) {
  const Lanes4<Arch> piece(std::uint64_t{1} << sq);
  const Lanes4<Arch> occ_lanes(occ);
  if constexpr (kPiece == Piece::kRook) {
    return dumb7_fill<koggestone_lanes::kRook>(piece, occ_lanes).sum();
  } else if constexpr (kPiece == Piece::kBishop) {
    return dumb7_fill<koggestone_lanes::kBishop>(piece, occ_lanes).sum();
  } else {
    return (dumb7_fill<koggestone_lanes::kHigher>(piece, occ_lanes) |
            dumb7_fill<koggestone_lanes::kLower>(piece, occ_lanes))
        .sum();
  }
}

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_sizes<8>([]<int, Piece kPiece> { return &attacks<Arch, kPiece>; });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::attacks::dumb7fill_lanes
