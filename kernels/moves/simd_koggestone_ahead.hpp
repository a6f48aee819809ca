#pragma once
// Othello legal moves by Kogge-Stone fill in SIMD lanes (simd_koggestone.hpp), shaped for the
// shortest dependency chain from the own discs to the result, at the cost of more operations
// off that chain:
// - the runs of one, two and three opponent discs are all read from the own discs at once
//   (the own discs shifted by 1, 2 and 3 steps, masked by the squares that end one, two and
//   three consecutive opponent discs), so that one round of jumps of three steps reaches the
//   five discs beyond the first on 8x8;
// - every set is held one step ahead of the squares it stands for: a shift distributes over AND
//   and OR, so the masks take the final step of the runs onto the squares that close them (the
//   own discs are shifted by 2, 3 and 4 steps), and the chain has no final shift.
// On 8x8 the chain from `own` is 8 vector operations to the OR of the lanes, where
// simd_koggestone.hpp takes 11. Instantiated by <isa>_koggestone_ahead.cpp.

#include <array>

#include "core/tier.hpp"
#include "moves/moves.hpp"
#include "moves/simd_koggestone.hpp"
#include "moves/simd_lanes.hpp"

namespace bitbench::moves::koggestone_ahead {
inline namespace BITBENCH_TIER {

using simd_lanes::LaneBoards;
using simd_lanes::LanesOf;
using simd_lanes::Toward;

// Returns `boards` moved kSteps steps of each lane's direction.
template <int N, Toward kToward, int kSteps, class Arch, int W>
[[gnu::always_inline]] inline LaneBoards<Arch, W> stepped(const LaneBoards<Arch, W>& boards) {
  return simd_lanes::shifted<kToward, simd_lanes::step_bits_times<N>(kSteps)>(boards);
}

// The squares that end one, two and three consecutive opponent discs in each lane's direction,
// each held one step ahead: a run of k discs that starts one step past an own disc closes on
// the square k + 1 steps past that disc, if `ahead[k - 1]` holds it.
template <class Arch, int N>
struct RunsAhead {
  std::array<LanesOf<Arch, N>, 3> ahead;
};

// Returns, in each lane, the squares one step past the runs of opponent discs that start one
// step past an own disc, stepping toward higher or lower bits: the runs of one to three discs
// read from the own discs at once, then extended by jumps of three.
template <int N, Toward kToward, class Arch>
LanesOf<Arch, N> run_ends(const LanesOf<Arch, N>& own, const RunsAhead<Arch, N>& runs) {
  const LanesOf<Arch, N> first_three = ((stepped<N, kToward, 2>(own) & runs.ahead[0]) |
                                        (stepped<N, kToward, 3>(own) & runs.ahead[1])) |
                                       (stepped<N, kToward, 4>(own) & runs.ahead[2]);
  return koggestone_lanes::extend_runs<N, kToward, N - 3, 3>(first_three, runs.ahead[2]);
}

struct KoggeStoneAheadFill {
  template <class Arch, int N>
  static LanesOf<Arch, N> ends(const LanesOf<Arch, N>& own, const LanesOf<Arch, N>& run_opp) {
    using Boards = LanesOf<Arch, N>;
    constexpr Toward kUp = Toward::kHigherBits, kDown = Toward::kLowerBits;
    // The ends of runs toward lower bits are those toward higher bits moved back by the run's
    // length (Edax's get_moves_avx shares its masks so): a shift instead of an AND.
    const Boards one_up = stepped<N, kUp, 1>(run_opp);
    const Boards pairs_up = run_opp & one_up;
    const Boards two_up = stepped<N, kUp, 1>(pairs_up);
    const Boards triples_up = pairs_up & two_up;
    const RunsAhead<Arch, N> up{{one_up, two_up, stepped<N, kUp, 1>(triples_up)}};
    const RunsAhead<Arch, N> down{{stepped<N, kDown, 1>(run_opp), stepped<N, kDown, 2>(pairs_up),
                                   stepped<N, kDown, 3>(triples_up)}};
    return run_ends<N, kUp>(own, up) | run_ends<N, kDown>(own, down);
  }
};

using Kernel = simd_lanes::LanesKernel<KoggeStoneAheadFill>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::koggestone_ahead
