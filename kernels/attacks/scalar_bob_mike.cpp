// The classical approach in its conditional form, as the chessprogramming wiki's page
// "Classical Approach" describes it, registered under the label Bob-Mike by which this form is
// attributed to Robert Hyatt (Crafty's ray lookups and bit scans) and Michael Sherwin: per
// direction, the ray from the square on the empty board, ANDed with the occupancy; only when
// some square of it is occupied, a bit scan finds the nearest blocker (forward toward higher
// bits, reverse toward lower bits) and the blocker's own ray in the same direction is XORed
// away. scalar_classical is the branchless form of the same lookups (a sentinel bit makes every
// scan find something); here an empty ray costs a branch instead of a scan and a second load,
// which pays when the branches are predictable and costs mispredictions on random boards.
//
// The 8 rays of a square are one 64-byte entry, one cache line: the square's rays are one line,
// each blocker's ray another.

#include <bit>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

struct alignas(64) SquareRays {
  std::array<std::uint64_t, 8> ray;  // kDirections order: 4 toward higher bits, then opposites
};

constexpr std::array<SquareRays, 64> make_rays() {
  std::array<SquareRays, 64> rays{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int direction = 0; direction < 8; ++direction) {
      rays[sq].ray[direction] = Geometry::ray(sq, kDirections[direction]);
    }
  }
  return rays;
}

alignas(64) constexpr std::array<SquareRays, 64> kRays = make_rays();

template <Piece kPiece>
std::uint64_t bob_mike_attacks(std::uint64_t occ, int sq) {
  const SquareRays& rays = kRays[sq];
  return chess::union_of_rays<8, kPiece>([&]<int kDirection>() {
    std::uint64_t attacks = rays.ray[kDirection];
    const std::uint64_t blockers = attacks & occ;
    if (blockers) {
      const int blocker =
          kDirection < 4 ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
      attacks ^= kRays[blocker].ray[kDirection];
    }
    return attacks;
  });
}

}  // namespace

extern const Implementation scalar_bob_mike = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&bob_mike_attacks<kPiece>, sizeof(kRays)};
});

}  // namespace bitbench::attacks
