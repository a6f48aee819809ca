// Qugiy in plain 128-bit integers (kernels/shogi/qugiy.hpp): each ray pair's two x ^ (x - 1),
// the compiler's 128-bit decrement borrowing from the high word, and the byte reversal by two
// 64-bit byte swaps with the words exchanged.

#include "shogi/qugiy.hpp"

namespace bitbench::shogi {
namespace {

using namespace qugiy;
using Wide = unsigned __int128;

[[gnu::always_inline]] inline Wide wide(std::uint64_t low, std::uint64_t high) {
  return (Wide{high} << 64) | low;
}

[[gnu::always_inline]] inline Wide byte_swapped(Wide x) {
  return wide(__builtin_bswap64(static_cast<std::uint64_t>(x >> 64)),
              __builtin_bswap64(static_cast<std::uint64_t>(x)));
}

// Returns the ray's squares up to and including the first blocker in `occ`, toward higher bits.
[[gnu::always_inline]] inline Wide qugiy(Wide occ, Wide ray) {
  const Wide x = occ & ray;
  return (x ^ (x - 1)) & ray;
}

// Returns the attacks along the rays of the two ray pairs `pairs`.
[[gnu::always_inline]] inline Board lane_attacks(const Board& occ, const RayPair (&pairs)[2]) {
  const Wide forward = wide(occ.words[0], occ.words[1]);
  const Wide reversed = byte_swapped(forward);
  const Wide up = qugiy(forward, wide(pairs[0].words[0], pairs[0].words[1])) |
                  qugiy(forward, wide(pairs[1].words[0], pairs[1].words[1]));
  const Wide down = qugiy(reversed, wide(pairs[0].words[2], pairs[0].words[3])) |
                    qugiy(reversed, wide(pairs[1].words[2], pairs[1].words[3]));
  const Wide attacks = up | byte_swapped(down);
  return Board{{static_cast<std::uint64_t>(attacks), static_cast<std::uint64_t>(attacks >> 64)}};
}

}  // namespace

extern const Implementation scalar_qugiy = on_board([]<Piece kPiece> {
  return WithTables{&qugiy_attacks<lane_attacks, kPiece>, sizeof(kSquareRays)};
});

}  // namespace bitbench::shogi
