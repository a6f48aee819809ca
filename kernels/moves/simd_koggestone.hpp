#pragma once
// Othello legal moves by Kogge-Stone occluded fill in AVX2, 4 directions per vector (one 64-bit
// lane each): one set of vectors shifts the 4 directions toward higher bits, another their
// opposites toward lower bits. Parallel-prefix rounds extend the runs of opponent discs that
// start next to an own disc by 1, 2, 4, ... steps at once (the last round repeats the previous
// jump when that reaches far enough, as in scalar_koggestone.cpp), one more shift lands on the
// empty squares that close them, and the lanes are ORed at the end. Boards wider than 64 bits
// take one vector per word (avx2_lanes.hpp).
//
// The partner of the SIMD flip kernels in their perft trees, so in a header.

#include <string_view>

#include "core/tier.hpp"
#include "moves/avx2_lanes.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::koggestone_lanes {
inline namespace BITBENCH_TIER {

using avx2_lanes::BoardOf;
using avx2_lanes::LaneBoards;
using avx2_lanes::Toward;

// Returns `runs` extended by up to kReach more steps over opponent discs, in each lane's
// direction, by the rounds of Kogge-Stone from the one that extends by kDistance steps.
// `crossable` holds the squares that end kDistance consecutive squares of opponent discs in the
// lane's direction: a run may jump to them kDistance steps at once.
template <int N, Toward kToward, int kReach, int kDistance, int W>
LaneBoards<W> extend_runs(const LaneBoards<W>& runs, const LaneBoards<W>& crossable) {
  constexpr avx2_lanes::LaneCounts kJump = avx2_lanes::step_bits_times<N>(kDistance);
  const LaneBoards<W> extended = runs | (avx2_lanes::shifted<kToward, kJump>(runs) & crossable);
  // The runs now reach 2 * kDistance - 1 steps further than where they started.
  if constexpr (2 * kDistance - 1 >= kReach) {
    return extended;
  } else if constexpr (3 * kDistance - 1 >= kReach) {
    // One more jump of kDistance steps reaches far enough: it needs no new `crossable`.
    return extended | (avx2_lanes::shifted<kToward, kJump>(extended) & crossable);
  } else {
    return extend_runs<N, kToward, kReach, 2 * kDistance>(
        extended, crossable & avx2_lanes::shifted<kToward, kJump>(crossable));
  }
}

// Returns, in each lane, the squares one step past the runs of opponent discs from `run_opp`
// that start one step past an own disc, stepping toward higher or lower bits.
template <int N, Toward kToward, int W>
LaneBoards<W> run_ends(const LaneBoards<W>& own, const LaneBoards<W>& run_opp) {
  constexpr avx2_lanes::LaneCounts kStep = avx2_lanes::kStepBits<N>;
  const LaneBoards<W> first_discs = avx2_lanes::shifted<kToward, kStep>(own) & run_opp;
  return avx2_lanes::shifted<kToward, kStep>(
      extend_runs<N, kToward, N - 3, 1>(first_discs, run_opp));
}

template <int N>
BoardOf<N> legal_moves(BoardOf<N> own, BoardOf<N> opp) {
  using Boards = LaneBoards<avx2_lanes::kWords<N>>;
  constexpr BoardOf<N> kBoard = SquareBoard<N>::all();
  const Boards own_lanes = avx2_lanes::broadcast<N>(own);
  const Boards run_opp = avx2_lanes::run_opp_lanes<N>(opp);
  const BoardOf<N> ends =
      avx2_lanes::or_lanes<N>(run_ends<N, Toward::kHigherBits>(own_lanes, run_opp) |
                              run_ends<N, Toward::kLowerBits>(own_lanes, run_opp));
  return ends & ~(own | opp) & kBoard;
}

// The kernel as the perft partner of the AVX2 flip kernels.
inline constexpr auto kPartner = []<int N> {
  return perft::Partner{"avx2_koggestone", &legal_moves<N>};
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::koggestone_lanes
