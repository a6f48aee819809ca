// Othello legal moves by Kogge-Stone occluded fill: in each of the 8 directions, the runs of
// opponent discs that start next to an own disc are filled by a parallel prefix, whose rounds
// extend them by 1, 2, 4, ... steps at once, so that ceil(log2(N - 2)) rounds reach the N - 2
// discs of the longest run. The last round repeats the previous jump when that reaches far
// enough (1, 2, 2 on 8x8), which spares a propagator mask. One more shift lands on the empty
// squares that close the runs.

#include "moves/moves.hpp"

namespace bitbench::moves {
namespace {

template <int N>
using BoardOf = typename SquareBoard<N>::Board;

// Returns `runs` extended by up to kReach more steps of kShift bits over opponent discs, by the
// rounds of Kogge-Stone from the one that extends by kDistance steps. `crossable` holds the
// squares that end kDistance consecutive squares of opponent discs in the direction of kShift:
// a run may jump to them kDistance steps at once.
template <int kShift, int kReach, int kDistance, class Board>
Board extend_runs(const Board& runs, const Board& crossable) {
  const Board extended = runs | (shift_by<kShift * kDistance>(runs) & crossable);
  // The runs now reach 2 * kDistance - 1 steps further than where they started.
  if constexpr (2 * kDistance - 1 >= kReach) {
    return extended;
  } else if constexpr (3 * kDistance - 1 >= kReach) {
    // One more jump of kDistance steps reaches far enough: it needs no new `crossable`.
    return extended | (shift_by<kShift * kDistance>(extended) & crossable);
  } else {
    return extend_runs<kShift, kReach, 2 * kDistance>(
        extended, crossable & shift_by<kShift * kDistance>(crossable));
  }
}

// Returns the empty squares that close, kShift bits beyond its end, a run of opponent discs
// from `run_opp` that starts kShift bits beyond an own disc.
template <int N, int kShift>
BoardOf<N> moves_toward(const BoardOf<N>& own, const BoardOf<N>& run_opp, const BoardOf<N>& empty) {
  const BoardOf<N> first_discs = shift_by<kShift>(own) & run_opp;
  const BoardOf<N> runs = extend_runs<kShift, N - 3, 1>(first_discs, run_opp);
  return shift_by<kShift>(runs) & empty;
}

template <int N>
BoardOf<N> moves_scalar_koggestone(BoardOf<N> own, BoardOf<N> opp) {
  constexpr BoardOf<N> kBoard = SquareBoard<N>::all();
  const BoardOf<N> empty = ~(own | opp) & kBoard;
  return SquareBoard<N>::or_over_directions(opp, [&]<int kShift>(const BoardOf<N>& run_opp) {
    return moves_toward<N, kShift>(own, run_opp, empty);
  });
}

template <int N>
constexpr MovesSize kSize{N, moves_loops<moves_scalar_koggestone<N>>};
constexpr MovesSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                                kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const MovesImplementation scalar_koggestone{
    "scalar_koggestone",
    "Kogge-Stone occluded fill: per direction, log2(N - 2) rounds of doubling masked shifts", 0,
    kSizes};

}  // namespace bitbench::moves
