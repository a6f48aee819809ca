// Switch lookup: the square selects, by a `switch` the compiler turns into a jump table, code
// specialised for that square, in which every ray of the piece is a compile-time constant and
// so an immediate operand: no table of rays is read, and rays that leave the board at once are
// no code at all. Each ray is cut at its nearest blocker without a bit scan of the blocker's
// square and without the blocker's own ray:
//   - toward higher bits, the nearest blocker is the lowest bit of `ray & occ`, and
//     `b ^ (b - 1)` is every bit up to and including it (all bits when there is none);
//   - toward lower bits, it is the highest bit, and `~0 << index` of that bit is every bit from
//     it up (`| 1` makes an empty ray keep everything).
// ANDed with the ray, each gives the squares from the piece to the blocker. The cost moves from
// loads to an indirect jump, which the branch predictor must guess from the square, and to the
// code of 64 squares times three pieces.

#include <bit>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

template <int kSq, Piece kPiece>
[[gnu::always_inline]] inline std::uint64_t attacks_from(std::uint64_t occ) {
  return chess::union_of_rays<8, kPiece>([&]<int kDirection>() -> std::uint64_t {
    constexpr std::uint64_t kRay = Geometry::ray(kSq, kDirections[kDirection]);
    if constexpr (kRay == 0) {
      return 0;
    } else {
      const std::uint64_t blockers = occ & kRay;
      if constexpr (kDirection < 4) {  // toward higher bits
        return kRay & (blockers ^ (blockers - 1));
      } else {
        return kRay & (~std::uint64_t{0} << (63 - std::countl_zero(blockers | 1)));
      }
    }
  });
}

template <Piece kPiece>
std::uint64_t switch_attacks(std::uint64_t occ, int sq) {
  // clang-format lays the row's eight cases out differently on each pass: left as written.
  // clang-format off
#define BITBENCH_SQUARE(s) case s: return attacks_from<s, kPiece>(occ);
#define BITBENCH_ROW(r)                                                            \
  BITBENCH_SQUARE(8 * r) BITBENCH_SQUARE(8 * r + 1) BITBENCH_SQUARE(8 * r + 2)     \
  BITBENCH_SQUARE(8 * r + 3) BITBENCH_SQUARE(8 * r + 4) BITBENCH_SQUARE(8 * r + 5) \
  BITBENCH_SQUARE(8 * r + 6) BITBENCH_SQUARE(8 * r + 7)
  // clang-format on
  switch (sq) {
    BITBENCH_ROW(0)
    BITBENCH_ROW(1)
    BITBENCH_ROW(2)
    BITBENCH_ROW(3)
    BITBENCH_ROW(4)
    BITBENCH_ROW(5)
    BITBENCH_ROW(6)
    BITBENCH_ROW(7)
  }
#undef BITBENCH_ROW
#undef BITBENCH_SQUARE
  __builtin_unreachable();
}

}  // namespace

extern const Implementation scalar_switch =
    at_sizes<8>([]<int, Piece kPiece> { return &switch_attacks<kPiece>; });

}  // namespace bitbench::attacks
