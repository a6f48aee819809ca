// Othello legal moves by dumb7 fill in AVX2, 4 directions per vector (one 64-bit lane each):
// one set of vectors shifts the 4 directions toward higher bits, another their opposites toward
// lower bits. N - 2 masked shifts fill the runs of opponent discs that start next to an own
// disc, one more lands on the empty squares that close them, and the lanes are ORed at the end.
// Boards wider than 64 bits take one vector per word (avx2_lanes.hpp).

#include "flip/simd_partner.hpp"
#include "moves/avx2_lanes.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves {
namespace {

using avx2_lanes::BoardOf;
using avx2_lanes::LaneBoards;
using avx2_lanes::Toward;

template <int N>
BoardOf<N> moves_avx2_shiftfill(BoardOf<N> own, BoardOf<N> opp) {
  using Boards = LaneBoards<avx2_lanes::kWords<N>>;
  constexpr avx2_lanes::LaneCounts kStep = avx2_lanes::kStepBits<N>;
  constexpr Toward kUp = Toward::kHigherBits;
  constexpr Toward kDown = Toward::kLowerBits;
  constexpr BoardOf<N> kBoard = SquareBoard<N>::all();
  const Boards own_lanes = avx2_lanes::broadcast<N>(own);
  const Boards run_opp = avx2_lanes::run_opp_lanes<N>(opp);
  Boards runs_up = avx2_lanes::shifted<kUp, kStep>(own_lanes) & run_opp;
  Boards runs_down = avx2_lanes::shifted<kDown, kStep>(own_lanes) & run_opp;
  for (int length = 2; length <= N - 2; ++length) {
    runs_up |= avx2_lanes::shifted<kUp, kStep>(runs_up) & run_opp;
    runs_down |= avx2_lanes::shifted<kDown, kStep>(runs_down) & run_opp;
  }
  const BoardOf<N> ends = avx2_lanes::or_lanes<N>(avx2_lanes::shifted<kUp, kStep>(runs_up) |
                                                  avx2_lanes::shifted<kDown, kStep>(runs_down));
  return ends & ~(own | opp) & kBoard;
}

}  // namespace

extern const Implementation avx2_shiftfill = at_every_side(
    []<int N> { return &moves_avx2_shiftfill<N>; }, flip::partner::kAvx2,
    {"avx2_shiftfill",
     "AVX2 dumb7 fill, 4 directions per vector (a vector per 64-bit word), N - 2 masked shifts",
     kTierAvx2});

}  // namespace bitbench::moves
