// Kogge-Stone occluded fills: for each direction, the piece's bit is propagated over empty
// squares by 1, 2 and 4 steps at once (parallel prefix), the propagator shrinking to squares
// whose whole span is empty, then shifted one step more so that the fill also covers the first
// blocker. Each shift drops the squares that would wrap into the opposite column. No tables.

#include <utility>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

// Returns `b` moved `steps` steps along kDirections[kDirection], without masking.
template <int kDirection>
[[gnu::always_inline]] inline std::uint64_t shifted(std::uint64_t b, int steps) {
  constexpr int distance = Geometry::shift(kDirections[kDirection]);
  return distance > 0 ? b << (distance * steps) : b >> (-distance * steps);
}

// Returns the attacks along kDirections[kDirection] from the board `piece` (one bit).
template <int kDirection>
[[gnu::always_inline]] inline std::uint64_t occluded_fill(std::uint64_t piece, std::uint64_t occ) {
  constexpr std::uint64_t kLanding = Geometry::landing(kDirections[kDirection]);
  std::uint64_t propagator = ~occ & kLanding;
  std::uint64_t fill = piece;
  fill |= propagator & shifted<kDirection>(fill, 1);
  propagator &= shifted<kDirection>(propagator, 1);
  fill |= propagator & shifted<kDirection>(fill, 2);
  propagator &= shifted<kDirection>(propagator, 2);
  fill |= propagator & shifted<kDirection>(fill, 4);
  return shifted<kDirection>(fill, 1) & kLanding;
}

template <Piece kPiece>
std::uint64_t koggestone_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t piece = std::uint64_t{1} << sq;
  std::uint64_t attacks = 0;
  [&]<int... kDirection>(std::integer_sequence<int, kDirection...>) {
    ((attacks |= chess::slides(kPiece, kDirection) ? occluded_fill<kDirection>(piece, occ) : 0),
     ...);
  }
  (std::make_integer_sequence<int, 8>{});
  return attacks;
}

template <Piece kPiece>
constexpr AttackSize kSize{8, kPiece, attack_loops<koggestone_attacks<kPiece>>};
constexpr AttackSize kSizes[] = {kSize<Piece::kRook>, kSize<Piece::kBishop>, kSize<Piece::kQueen>};

}  // namespace

extern const AttackImplementation scalar_koggestone{
    {"scalar_koggestone",
     "Kogge-Stone occluded fill per direction: 1, 2 and 4-step parallel prefix over empty "
     "squares, then one step onto the blocker",
     0, kSizes},
    0};

}  // namespace bitbench::attacks
