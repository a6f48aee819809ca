#pragma once
// Othello legal moves by Kogge-Stone occluded fill in SIMD, 4 directions in 4 x uint64 lanes of
// any xsimd architecture: one set of lanes shifts the 4 directions toward higher bits, another
// their opposites toward lower bits. The runs of one and two opponent discs that start next to
// an own disc are read from the own discs at once; parallel-prefix rounds extend them by 2, 4,
// ... steps at once (the last round repeats the previous jump when that reaches far enough, as
// in scalar_koggestone.cpp), one more shift lands on the empty squares that close them, and the
// lanes are ORed at the end. Boards wider
// than 64 bits take one set of lanes per word (simd_lanes.hpp). Instantiated by
// <isa>_koggestone.cpp.
//
// In a header: perft's pairs inline it (kernels/perft).

#include "core/tier.hpp"
#include "moves/moves.hpp"
#include "moves/simd_lanes.hpp"

namespace bitbench::moves::koggestone_lanes {
inline namespace BITBENCH_TIER {

using simd_lanes::LaneBoards;
using simd_lanes::LanesOf;
using simd_lanes::Toward;

// Returns `runs` extended by up to kReach more steps over opponent discs, in each lane's
// direction, by the rounds of Kogge-Stone from the one that extends by kDistance steps. The
// runs reach kDistance - 1 steps past their first disc on entry. `crossable` holds the squares
// that end kDistance consecutive squares of opponent discs in the lane's direction: a run may
// jump to them kDistance steps at once.
template <int N, Toward kToward, int kReach, int kDistance, class Arch, int W>
LaneBoards<Arch, W> extend_runs(const LaneBoards<Arch, W>& runs,
                                const LaneBoards<Arch, W>& crossable) {
  constexpr simd_lanes::LaneCounts kJump = simd_lanes::step_bits_times<N>(kDistance);
  if constexpr (kDistance - 1 >= kReach) {
    return runs;
  } else {
    const LaneBoards<Arch, W> extended =
        runs | (simd_lanes::shifted<kToward, kJump>(runs) & crossable);
    // The runs now reach 2 * kDistance - 1 steps past their first disc.
    if constexpr (2 * kDistance - 1 >= kReach) {
      return extended;
    } else if constexpr (3 * kDistance - 1 >= kReach) {
      // One more jump of kDistance steps reaches far enough: it needs no new `crossable`.
      return extended | (simd_lanes::shifted<kToward, kJump>(extended) & crossable);
    } else {
      return extend_runs<N, kToward, kReach, 2 * kDistance>(
          extended, crossable & simd_lanes::shifted<kToward, kJump>(crossable));
    }
  }
}

// Returns, in each lane, the squares one step past the runs of opponent discs from `run_opp`
// that start one step past an own disc, stepping toward higher or lower bits. `pairs` holds the
// squares that end two consecutive opponent discs in the lane's direction. The runs of one and
// of two discs are both read from the own discs, not the second from the first, so that the
// chain from `own` to the result is two operations shorter.
template <int N, Toward kToward, class Arch, int W>
LaneBoards<Arch, W> run_ends(const LaneBoards<Arch, W>& own, const LaneBoards<Arch, W>& run_opp,
                             const LaneBoards<Arch, W>& pairs) {
  constexpr simd_lanes::LaneCounts kStep = simd_lanes::kStepBits<N>;
  constexpr simd_lanes::LaneCounts kTwoSteps = simd_lanes::step_bits_times<N>(2);
  const LaneBoards<Arch, W> first_two = (simd_lanes::shifted<kToward, kStep>(own) & run_opp) |
                                        (simd_lanes::shifted<kToward, kTwoSteps>(own) & pairs);
  return simd_lanes::shifted<kToward, kStep>(extend_runs<N, kToward, N - 3, 2>(first_two, pairs));
}

struct KoggeStoneFill {
  template <class Arch, int N>
  static LanesOf<Arch, N> ends(const LanesOf<Arch, N>& own, const LanesOf<Arch, N>& run_opp) {
    constexpr simd_lanes::LaneCounts kStep = simd_lanes::kStepBits<N>;
    // The pairs toward lower bits are those toward higher bits one step back (Edax's
    // get_moves_avx shares its masks so): one shift instead of a shift and an AND.
    const LanesOf<Arch, N> pairs_up =
        run_opp & simd_lanes::shifted<Toward::kHigherBits, kStep>(run_opp);
    const LanesOf<Arch, N> pairs_down = simd_lanes::shifted<Toward::kLowerBits, kStep>(pairs_up);
    return run_ends<N, Toward::kHigherBits>(own, run_opp, pairs_up) |
           run_ends<N, Toward::kLowerBits>(own, run_opp, pairs_down);
  }
};

using Kernel = simd_lanes::LanesKernel<KoggeStoneFill>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::koggestone_lanes
