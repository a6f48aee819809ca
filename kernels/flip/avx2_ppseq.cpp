// Othello flip by a sequential search with parallel prefix toward lower bits, the idea of Edax's
// flip_avx_ppseq (T. Okuhara), on N x N boards up to 8x8: the 8 directions in two sets of 4 x
// uint64 lanes of one AVX2 vector (kernels/flip/simd_rays.hpp). Toward lower bits the run of
// opponent discs is grown from the move one square per shift for two steps, then two squares
// per shift by the parallel prefix `opp & (opp >> step)` (the opponent's discs whose neighbour
// toward the move is one too), enough for the N - 2 discs of the longest run; the opponent's
// discs are kept to the squares whose both neighbours on the line are on the board, Edax's
// sentinel, so that no step wraps round an edge. The run flips when the square past it holds
// an own disc. Toward higher bits the outflank is the lowest set bit of `ray & ~opp`, as in
// ppfill.

#include <cstdint>

#include "core/lanes4.hpp"
#include "core/square_board.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip {
namespace {

using Lanes = simd_rays::Lanes4<xsimd::avx2>;
using simd_rays::LaneValues;

// Returns, for each lower-half direction, the squares whose neighbours both ways along it are
// on the board: the only squares a run grown from the move by plain shifts may hold.
template <int N>
constexpr LaneValues make_inner_squares() {
  LaneValues inner{};
  for (int lane = 0; lane < simd_rays::kLanes; ++lane) {
    inner[lane] = SquareBoard<N>::landing(kDirections[lane]) &
                  SquareBoard<N>::landing(kDirections[lane + simd_rays::kLanes]);
  }
  return inner;
}

// Returns the flips along the 4 rays toward lower bits from `move`, one per lane.
template <int N>
[[gnu::always_inline]] inline Lanes flip_toward_lower_bits(Lanes own, Lanes opp, Lanes move) {
  constexpr LaneValues kStep = simd_rays::lower_shifts<N>(0);
  constexpr LaneValues kTwoSteps = simd_rays::lower_shifts<N>(1);
  const Lanes inner_opp = opp & Lanes::constant<make_inner_squares<N>()>();
  Lanes run = inner_opp & move.shifted<false, kStep>();
  run |= inner_opp & run.shifted<false, kStep>();
  const Lanes opp_pairs = inner_opp & inner_opp.shifted<false, kStep>();
  // Two squares at a time for the rest of the N - 2 a run can hold.
  for (int grown = 2; grown < N - 2; grown += 2) {
    run |= opp_pairs & run.shifted<false, kTwoSteps>();
  }
  const Lanes outflank = run.settled().shifted<false, kStep>() & own;
  return run & ~outflank.zero_lanes();
}

template <int N>
std::uint64_t flip_ppseq(std::uint64_t own, std::uint64_t opp, int sq) {
  const Lanes own_lanes(own);
  const Lanes opp_lanes(opp);
  const Lanes higher = simd_rays::flips_toward_higher_bits(
      own_lanes, opp_lanes, Lanes::load(simd_rays::kRays<N>[sq].higher));
  const Lanes lower =
      flip_toward_lower_bits<N>(own_lanes, opp_lanes, Lanes(std::uint64_t{1} << sq));
  return (higher | lower).sum();
}

}  // namespace

extern const Implementation avx2_ppseq = at_sides<4, 6, 8>([]<int N> { return &flip_ppseq<N>; });

}  // namespace bitbench::flip
