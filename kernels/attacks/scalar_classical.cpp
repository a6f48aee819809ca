// Classical ray attacks, as in the shogi document's per-direction ray tables: for each
// direction, AND the ray from `sq` with the occupancy, find the nearest blocker by a forward
// bit scan (rays toward higher bits) or a reverse bit scan (toward lower bits), and cut the
// ray there by XOR with the blocker's own ray in the same direction. A sentinel bit (63 going
// up, 0 going down, squares whose rays onward are empty) makes the scan branch-free.

#include <bit>
#include <utility>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

// kRays[direction][sq]: the squares from `sq` (excluded) to the edge along kDirections[i].
constexpr std::array<std::array<std::uint64_t, 64>, 8> make_rays() {
  std::array<std::array<std::uint64_t, 64>, 8> rays{};
  for (int direction = 0; direction < 8; ++direction) {
    for (int sq = 0; sq < 64; ++sq) rays[direction][sq] = Geometry::ray(sq, kDirections[direction]);
  }
  return rays;
}

alignas(64) constexpr std::array<std::array<std::uint64_t, 64>, 8> kRays = make_rays();

// The first 4 directions of kDirections step toward higher bits, the last 4 toward lower bits.
template <int kDirection>
[[gnu::always_inline]] inline std::uint64_t ray_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t ray = kRays[kDirection][sq];
  if constexpr (kDirection < 4) {
    const int blocker = std::countr_zero((ray & occ) | (std::uint64_t{1} << 63));
    return ray ^ kRays[kDirection][blocker];
  } else {
    const int blocker = 63 - std::countl_zero((ray & occ) | 1);
    return ray ^ kRays[kDirection][blocker];
  }
}

template <Piece kPiece>
std::uint64_t classical_attacks(std::uint64_t occ, int sq) {
  std::uint64_t attacks = 0;
  [&]<int... kDirection>(std::integer_sequence<int, kDirection...>) {
    ((attacks |= chess::slides(kPiece, kDirection) ? ray_attacks<kDirection>(occ, sq) : 0), ...);
  }
  (std::make_integer_sequence<int, 8>{});
  return attacks;
}

template <Piece kPiece>
constexpr AttackSize kSize{8, kPiece, attack_loops<classical_attacks<kPiece>>};
constexpr AttackSize kSizes[] = {kSize<Piece::kRook>, kSize<Piece::kBishop>, kSize<Piece::kQueen>};

}  // namespace

extern const AttackImplementation scalar_classical{
    {"scalar_classical",
     "classical ray attacks: per-direction ray tables, nearest blocker by forward or reverse "
     "bit scan, ray cut with the blocker's ray",
     0, kSizes},
    sizeof(kRays)};

}  // namespace bitbench::attacks
