// Kogge-Stone occluded fills: for each direction, the piece's bit is propagated over empty
// squares by 1, 2, 4, ... steps at once (parallel prefix), the propagator shrinking to squares
// whose whole span is empty, then shifted one step more so that the fill also covers the first
// blocker. Each shift drops the squares that would wrap into the opposite column (and beyond
// the last row). On an N x N board the fill must cover up to N - 2 empty squares, so it takes
// ceil(log2(N - 1)) doubling rounds: 3 on 8x8 (1, 2, 4), 4 on 10x10 to 16x16 (1, 2, 4, 8).
// No tables. Registered on 8x8, 10x10, 12x12 and 16x16 boards.

#include <utility>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::BoardOf;

// The doubling rounds of the fill over empty squares: the least k with 2^k >= N - 1.
template <int N>
constexpr int kRounds = [] {
  int rounds = 0;
  while ((1 << rounds) < N - 1) ++rounds;
  return rounds;
}();
static_assert(kRounds<8> == 3 && kRounds<10> == 4 && kRounds<12> == 4 && kRounds<16> == 4);

// Returns `b` moved kSteps steps along kDirections[kDirection], without masking.
template <int N, int kDirection, int kSteps>
[[gnu::always_inline]] inline BoardOf<N> shifted(const BoardOf<N>& b) {
  constexpr int distance = SquareBoard<N>::shift(kDirections[kDirection]);
  return shift_by<distance * kSteps>(b);
}

// Returns the attacks along kDirections[kDirection] from the board `piece` (one bit).
template <int N, int kDirection>
requires(kRounds<N> == 3 || kRounds<N> == 4)
    [[gnu::always_inline]] inline BoardOf<N> occluded_fill(const BoardOf<N>& piece,
                                                           const BoardOf<N>& occ) {
  using Board = BoardOf<N>;
  static constexpr Board kLanding = SquareBoard<N>::landing(kDirections[kDirection]);
  Board propagator = ~occ & kLanding;
  Board fill = piece;
  fill |= propagator & shifted<N, kDirection, 1>(fill);
  propagator &= shifted<N, kDirection, 1>(propagator);
  fill |= propagator & shifted<N, kDirection, 2>(fill);
  propagator &= shifted<N, kDirection, 2>(propagator);
  fill |= propagator & shifted<N, kDirection, 4>(fill);
  if constexpr (kRounds<N> == 4) {
    propagator &= shifted<N, kDirection, 4>(propagator);
    fill |= propagator & shifted<N, kDirection, 8>(fill);
  }
  return shifted<N, kDirection, 1>(fill) & kLanding;
}

template <int N, Piece kPiece>
BoardOf<N> koggestone_attacks(BoardOf<N> occ, int sq) {
  const BoardOf<N> piece = single_bit<BoardOf<N>>(sq);
  return chess::union_of_rays<N, kPiece>(
      [&]<int kDirection>() { return occluded_fill<N, kDirection>(piece, occ); });
}

}  // namespace

extern const Implementation scalar_koggestone =
    at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> { return &koggestone_attacks<N, kPiece>; });

}  // namespace bitbench::attacks
