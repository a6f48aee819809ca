// Kogge-Stone occluded fills in AVX2, 4 directions per vector (one 64-bit lane each): each
// lane propagates the piece's bit over empty squares by 1, 2 and 4 steps at once (parallel
// prefix), then shifts one step more onto the first blocker, and the lanes are ORed at the end.
// A queen takes one vector of the 4 directions toward higher bits (left shifts) and one of
// their opposites (right shifts); a rook or a bishop takes one vector mixing both, each lane
// shifted both ways with the unused count at 64, which AVX2's variable shifts turn into zero.

#include <xsimd/xsimd.hpp>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;
using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;

// The directions of the 4 lanes of a vector: their left and right shift counts of one step
// (64 for the unused one) and the squares a step can land on.
struct alignas(32) LaneDirections {
  std::uint64_t left[4];
  std::uint64_t right[4];
  std::uint64_t landing[4];
};

constexpr LaneDirections make_lanes(std::array<int, 4> directions) {
  LaneDirections lanes{};
  for (int lane = 0; lane < 4; ++lane) {
    const Direction d = kDirections[directions[lane]];
    const int distance = Geometry::shift(d);
    lanes.left[lane] = distance > 0 ? distance : 64;
    lanes.right[lane] = distance > 0 ? 64 : -distance;
    lanes.landing[lane] = Geometry::landing(d);
  }
  return lanes;
}

constexpr LaneDirections kHigher = make_lanes({0, 1, 2, 3});
constexpr LaneDirections kLower = make_lanes({4, 5, 6, 7});
constexpr LaneDirections kRook = make_lanes({0, 2, 4, 6});
constexpr LaneDirections kBishop = make_lanes({1, 3, 5, 7});

enum class Shifts { kLeft, kRight, kBoth };

template <Shifts kShifts>
[[gnu::always_inline]] inline Lanes shifted(Lanes b, Lanes left, Lanes right) {
  if constexpr (kShifts == Shifts::kLeft) return b << left;
  if constexpr (kShifts == Shifts::kRight) return b >> right;
  return (b << left) | (b >> right);
}

// Returns the attacks from the board `piece` along each lane's direction of `lanes`.
template <Shifts kShifts>
[[gnu::always_inline]] inline Lanes occluded_fill(Lanes piece, Lanes occ,
                                                  const LaneDirections& lanes) {
  const Lanes landing = Lanes::load_aligned(lanes.landing);
  const Lanes left = Lanes::load_aligned(lanes.left);
  const Lanes right = Lanes::load_aligned(lanes.right);
  Lanes propagator = landing & ~occ;
  Lanes fill = piece | (propagator & shifted<kShifts>(piece, left, right));
  propagator &= shifted<kShifts>(propagator, left, right);
  fill |= propagator & shifted<kShifts>(fill, left + left, right + right);
  propagator &= shifted<kShifts>(propagator, left + left, right + right);
  const Lanes four = left + left + left + left;
  fill |= propagator & shifted<kShifts>(fill, four, right + right + right + right);
  return shifted<kShifts>(fill, left, right) & landing;
}

// Returns the OR of the 4 lanes. The rays of one square share no square, so the lanes hold
// disjoint bits and their sum is their OR.
[[gnu::always_inline]] inline std::uint64_t or_lanes(Lanes lanes) { return xsimd::hadd(lanes); }

template <Piece kPiece>
std::uint64_t avx2_koggestone_attacks(std::uint64_t occ, int sq) {
  const Lanes piece(std::uint64_t{1} << sq);
  const Lanes occ_lanes(occ);
  if constexpr (kPiece == Piece::kRook) {
    return or_lanes(occluded_fill<Shifts::kBoth>(piece, occ_lanes, kRook));
  } else if constexpr (kPiece == Piece::kBishop) {
    return or_lanes(occluded_fill<Shifts::kBoth>(piece, occ_lanes, kBishop));
  } else {
    return or_lanes(occluded_fill<Shifts::kLeft>(piece, occ_lanes, kHigher) |
                    occluded_fill<Shifts::kRight>(piece, occ_lanes, kLower));
  }
}

}  // namespace

extern const Implementation avx2_koggestone = at_sizes<8>(
    []<int, Piece kPiece> { return &avx2_koggestone_attacks<kPiece>; },
    {"avx2_koggestone",
     "AVX2 Kogge-Stone occluded fill, 4 directions per vector: 1, 2 and 4-step parallel prefix "
     "over empty squares, then one step onto the blocker",
     kTierAvx2});

}  // namespace bitbench::attacks
