// Classical ray attacks, as in the shogi document's per-direction ray tables: for each
// direction, AND the ray from `sq` with the occupancy, find the nearest blocker by a forward
// bit scan (rays toward higher bits) or a reverse bit scan (toward lower bits), and cut the
// ray there by XOR with the blocker's own ray in the same direction. A sentinel bit (the last
// square N * N - 1 going up, 0 going down: squares whose rays onward are empty) makes the scan
// branch-free on one word. On N x N boards beyond 8x8 the scans are lowest_index and
// highest_index over the words of Bits<W>. Registered on 8x8, 10x10, 12x12 and 16x16 boards.

#include <utility>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::BoardOf;

template <int N>
using RayTable = std::array<std::array<BoardOf<N>, N * N>, 8>;

// kRays<N>[direction][sq]: the squares from `sq` (excluded) to the edge along kDirections[i].
template <int N>
constexpr RayTable<N> make_rays() {
  RayTable<N> rays{};
  for (int direction = 0; direction < 8; ++direction) {
    for (int sq = 0; sq < N * N; ++sq) {
      rays[direction][sq] = SquareBoard<N>::ray(sq, kDirections[direction]);
    }
  }
  return rays;
}

template <int N>
alignas(64) constexpr RayTable<N> kRays = make_rays<N>();

// The first 4 directions of kDirections step toward higher bits, the last 4 toward lower bits.
template <int N, int kDirection>
[[gnu::always_inline]] inline BoardOf<N> ray_attacks(const BoardOf<N>& occ, int sq) {
  using Board = BoardOf<N>;
  const Board ray = kRays<N>[kDirection][sq];
  if constexpr (kDirection < 4) {
    static constexpr Board kSentinel = single_bit<Board>(N * N - 1);
    const int blocker = lowest_index((ray & occ) | kSentinel);
    return ray ^ kRays<N>[kDirection][blocker];
  } else {
    static constexpr Board kSentinel = single_bit<Board>(0);
    const int blocker = highest_index((ray & occ) | kSentinel);
    return ray ^ kRays<N>[kDirection][blocker];
  }
}

template <int N, Piece kPiece>
BoardOf<N> classical_attacks(BoardOf<N> occ, int sq) {
  return chess::union_of_rays<N, kPiece>(
      [&]<int kDirection>() { return ray_attacks<N, kDirection>(occ, sq); });
}

}  // namespace

extern const Implementation scalar_classical = at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> {
  return WithTables{&classical_attacks<N, kPiece>, sizeof(kRays<N>)};
});

}  // namespace bitbench::attacks
