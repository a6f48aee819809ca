// Shogi classical ray attacks, the method of the shogi document (seed 002, Miyako Shogi System):
// per-direction ray tables on the 81-square board of shogi/shogi.hpp. For each direction the
// piece slides in, AND the ray from its square with the occupancy; the nearest blocker is the
// lowest set bit for the directions toward higher squares (forward bit scan) and the highest
// for those toward lower squares (reverse bit scan). XOR with the blocker's own ray in the same
// direction cuts the ray behind the blocker (the document ANDs with the opposite direction's
// ray instead; the XOR reads one table per direction).
//
// bit_of keeps the order of the squares, so a direction toward higher squares is one toward
// higher bits across both words. Square 80 has no square beyond it in any of those directions,
// and square 0 none in the others: their bits are sentinels. ORed into the masked occupancy
// they give every scan a set bit, and a ray with no blocker is cut by their empty ray, that is
// not at all. The scans are then branch-free; each picks its word with a mask. The tables are
// indexed by bit (bit_of(sq); bit 63 is an unused empty entry) so that a scan's result indexes
// them directly.

#include <utility>

#include "shogi/shogi.hpp"

namespace bitbench::shogi {
namespace {

// The bits a square can take: 0 to 81.
constexpr int kBitCount = bit_of(kSquares - 1) + 1;

using RayTable = std::array<std::array<Board, kBitCount>, 8>;

// kRays[d][bit_of(sq)]: the squares from `sq` (excluded) to the edge along kSteps[d].
constexpr RayTable make_rays() {
  RayTable rays{};
  for (int d = 0; d < 8; ++d) {
    const auto [d_file, d_rank] = kSteps[d];
    for (int sq = 0; sq < kSquares; ++sq) {
      Board& ray = rays[d][bit_of(sq)];
      for (int file = file_of(sq) + d_file, rank = rank_of(sq) + d_rank;
           file >= 0 && file < kSide && rank >= 0 && rank < kSide; file += d_file, rank += d_rank) {
        set_bit(ray, bit_of(square(file, rank)));
      }
    }
  }
  return rays;
}

alignas(64) constexpr RayTable kRays = make_rays();

// A step toward a higher square is one toward higher bits.
constexpr bool toward_higher_bits(int d) { return kSide * kSteps[d].d_file + kSteps[d].d_rank > 0; }

constexpr int kHighSentinel = bit_of(kSquares - 1);
constexpr int kLowSentinel = bit_of(0);

constexpr bool sentinels_have_empty_rays() {
  for (int d = 0; d < 8; ++d) {
    if (kRays[d][toward_higher_bits(d) ? kHighSentinel : kLowSentinel] != Board{}) return false;
  }
  return true;
}
static_assert(sentinels_have_empty_rays());

// Returns the index of the lowest set bit of `b`, which must have one. The word is chosen with
// masks rather than a conditional, which g++ would turn into an unpredictable branch.
[[gnu::always_inline]] inline int lowest_bit(const Board& b) {
  const std::uint64_t low_empty = b.words[0] == 0;
  const std::uint64_t word = b.words[0] | (b.words[1] & (0 - low_empty));
  return static_cast<int>(64 * low_empty) + __builtin_ctzll(word);
}

// Returns the index of the highest set bit of `b`, which must have one.
[[gnu::always_inline]] inline int highest_bit(const Board& b) {
  const std::uint64_t high_set = b.words[1] != 0;
  const std::uint64_t word = b.words[1] | (b.words[0] & (high_set - 1));
  return static_cast<int>(63 + 64 * high_set) - __builtin_clzll(word);
}

template <int kDirection>
[[gnu::always_inline]] inline Board ray_attacks(const Board& occ, int bit) {
  const Board ray = kRays[kDirection][bit];
  int blocker;
  if constexpr (toward_higher_bits(kDirection)) {
    static constexpr Board kSentinel = single_bit<Board>(kHighSentinel);
    blocker = lowest_bit((ray & occ) | kSentinel);
  } else {
    static constexpr Board kSentinel = single_bit<Board>(kLowSentinel);
    blocker = highest_bit((ray & occ) | kSentinel);
  }
  return ray ^ kRays[kDirection][blocker];
}

template <Piece kPiece>
Board classical_attacks(Board occ, int sq) {
  const int bit = bit_of(sq);
  return [&]<int... kDirection>(std::integer_sequence<int, kDirection...>) {
    Board attacks;
    ((attacks |= slides(kPiece)[kDirection] ? ray_attacks<kDirection>(occ, bit) : Board{}), ...);
    return attacks;
  }
  (std::make_integer_sequence<int, 8>{});
}

}  // namespace

extern const Implementation scalar_classical = on_board([]<Piece kPiece> {
  return WithTables{&classical_attacks<kPiece>, sizeof(kRays)};
});

}  // namespace bitbench::shogi
