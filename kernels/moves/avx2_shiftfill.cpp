// Othello legal moves by dumb7 fill in AVX2, 4 directions per vector (one 64-bit lane each):
// one set of vectors shifts the 4 directions toward higher bits, another their opposites toward
// lower bits. N - 2 masked shifts fill the runs of opponent discs that start next to an own
// disc, one more lands on the empty squares that close them, and the lanes are ORed at the end.
// Boards wider than 64 bits take one vector per word (avx2_lanes.hpp).

#include "flip/avx2_lines.hpp"
#include "flip/simd_acepck.hpp"
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

template <int N>
constexpr Entry kEntry = at_side<N, moves_avx2_shiftfill<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};
template <int N>
constexpr perft::PairedEntry kPerft{
    "avx2_acepck", perft::pair_entry<N, flip::acepck::flips<N>, moves_avx2_shiftfill<N>>};
template <int N>
constexpr perft::PairedEntry kWidePerft{
    "avx2_lines", perft::pair_entry<N, flip::lines::flips<N>, moves_avx2_shiftfill<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>,      kPerft<6>,      kPerft<8>,
                                                kWidePerft<10>, kWidePerft<12>, kWidePerft<14>,
                                                kWidePerft<16>};

}  // namespace

extern const Implementation avx2_shiftfill{
    {{"avx2_shiftfill",
      "AVX2 dumb7 fill, 4 directions per vector (a vector per 64-bit word), N - 2 masked shifts",
      kTierAvx2},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::moves
