// Genetic 8-Ray (Daniel Infuehr, 2022, in Chess_Movegen): ray expressions found by a generator
// that tried every expression tree over a small set of C++ tokens (1, sq, occ, the ray mask,
// shifts, subtraction, bit scans, bit reversal...). The one it kept cuts a ray toward higher
// bits at its nearest blocker with one subtraction:
//
//   (occ ^ ((occ & ray) - 1)) & ray
//
// `(occ & ray) - 1` sets every bit under the ray's lowest blocker, clears the blocker and keeps
// the occupancy above it, so the XOR with `occ` leaves the ray's empty squares under the blocker
// and the blocker itself, and nothing above it (all ones, the whole ray, when the ray is
// empty). A ray toward lower bits is the same expression on the board reversed bit by bit.
//
// Here the occupancy is reversed once per lookup and the reversed rays are stored reversed, so
// the piece's lower rays are cut in the reversed board, ORed there and reversed back once: two
// bit reversals per lookup (a byte swap and three swaps of bit groups each), not one per ray.
// A square's 4 upper rays and 4 reversed lower rays are one 64-byte entry.

#include <bit>

#include "attacks/empty_board_lines.hpp"
#include "attacks/hq_wide.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using hq_wide::reverse_word;

struct alignas(64) SquareRays {
  std::array<std::uint64_t, 4> upper;           // rank, file, diagonal, anti-diagonal
  std::array<std::uint64_t, 4> reversed_lower;  // the opposite rays, bit-reversed
};

constexpr std::array<SquareRays, 64> make_rays() {
  std::array<SquareRays, 64> rays{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int line = 0; line < 4; ++line) {
      const int up = empty_board::kLineUp[line];
      rays[sq].upper[line] = chess::Geometry::ray(sq, kDirections[up]);
      rays[sq].reversed_lower[line] = reverse_word(chess::Geometry::ray(sq, kDirections[up + 4]));
    }
  }
  return rays;
}

alignas(64) constexpr std::array<SquareRays, 64> kRays = make_rays();

// Returns `ray`, a ray toward higher bits, up to and including its lowest square in `occ`.
[[gnu::always_inline]] inline std::uint64_t cut_ray(std::uint64_t occ, std::uint64_t ray) {
  return (occ ^ ((occ & ray) - 1)) & ray;
}

template <Piece kPiece>
std::uint64_t genetic_8ray_attacks(std::uint64_t occ, int sq) {
  const SquareRays& rays = kRays[sq];
  const std::uint64_t reversed_occ = reverse_word(occ);
  const std::uint64_t upper = empty_board::union_of_lines<kPiece>(
      rays.upper, [&](std::uint64_t ray) { return cut_ray(occ, ray); });
  const std::uint64_t reversed_lower = empty_board::union_of_lines<kPiece>(
      rays.reversed_lower, [&](std::uint64_t ray) { return cut_ray(reversed_occ, ray); });
  return upper | reverse_word(reversed_lower);
}

}  // namespace

extern const Implementation scalar_genetic_8ray = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&genetic_8ray_attacks<kPiece>, sizeof(kRays)};
});

}  // namespace bitbench::attacks
