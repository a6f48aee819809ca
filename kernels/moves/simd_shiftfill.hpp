#pragma once
// Othello legal moves by dumb7 fill in SIMD, 4 directions in 4 x uint64 lanes of any xsimd
// architecture: one set of lanes shifts the 4 directions toward higher bits, another their
// opposites toward lower bits. N - 2 masked shifts fill the runs of opponent discs that start
// next to an own disc, one more lands on the empty squares that close them, and the lanes are
// ORed at the end. Boards wider than 64 bits take one set of lanes per word (simd_lanes.hpp).
// Instantiated by <isa>_shiftfill.cpp.

#include "core/tier.hpp"
#include "moves/moves.hpp"
#include "moves/simd_lanes.hpp"

namespace bitbench::moves::shiftfill_lanes {
inline namespace BITBENCH_TIER {

using simd_lanes::LanesOf;
using simd_lanes::Toward;

struct DumbSevenFill {
  template <class Arch, int N>
  static LanesOf<Arch, N> ends(const LanesOf<Arch, N>& own, const LanesOf<Arch, N>& run_opp) {
    constexpr simd_lanes::LaneCounts kStep = simd_lanes::kStepBits<N>;
    constexpr Toward kUp = Toward::kHigherBits;
    constexpr Toward kDown = Toward::kLowerBits;
    LanesOf<Arch, N> runs_up = simd_lanes::shifted<kUp, kStep>(own) & run_opp;
    LanesOf<Arch, N> runs_down = simd_lanes::shifted<kDown, kStep>(own) & run_opp;
    for (int length = 2; length <= N - 2; ++length) {
      runs_up |= simd_lanes::shifted<kUp, kStep>(runs_up) & run_opp;
      runs_down |= simd_lanes::shifted<kDown, kStep>(runs_down) & run_opp;
    }
    return simd_lanes::shifted<kUp, kStep>(runs_up) | simd_lanes::shifted<kDown, kStep>(runs_down);
  }
};

using Kernel = simd_lanes::LanesKernel<DumbSevenFill>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::shiftfill_lanes
