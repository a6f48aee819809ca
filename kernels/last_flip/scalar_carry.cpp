// Last-move flip count by the carry toward higher bits and a count read by multiplication, the
// idea of Edax's count_last_flip_carry_64 (R. Delorme, T. Okuhara), on 8x8. On a ray toward
// higher bits, the opponent's discs run up to the nearest own disc, which `x & -x` of the own
// discs on the ray isolates (the carry of -x runs through the opponent's run and stops there).
// That disc, a single bit, times a multiplier holding each ray square's count in a 4-bit field
// brings its own count to the top 4 bits: no bit scan, no table. Edax counts so the columns and
// some diagonals of the first two rows, whose rays toward lower bits flip nothing, and gathers
// the other lines into tables; here every square counts so, the rays toward lower bits
// on the byte-swapped board, whose rows are mirrored, and the row is read from the 2 KiB count
// table. The opponent's count, when the player flips nothing, is a second pass on the
// complement.

#include <array>
#include <cstdint>

#include "core/square_board.hpp"
#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip {
namespace {

// The rays from a square toward higher bits but the row's: south-west, south and south-east.
inline constexpr int kRays = 3;
inline constexpr Direction kRayDirections[kRays] = {{1, -1}, {1, 0}, {1, 1}};

// The outflank is shifted down by 3 before the multiplication, so that the field of a square p
// sits at bit 63 - p and lands on bits 60..63 (every ray square is at 7 or above).
inline constexpr int kOutflankShift = 3;

struct CarryRays {
  std::uint64_t ray[kRays];
  // Holds the count k - 1 of the ray's k-th square p in the 4 bits from 63 - p.
  std::uint64_t count_multiplier[kRays];
};

consteval std::array<CarryRays, 64> make_carry_rays() {
  std::array<CarryRays, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int i = 0; i < kRays; ++i) {
      const Direction d = kRayDirections[i];
      all[sq].ray[i] = SquareBoard<8>::ray(sq, d);
      std::uint64_t multiplier = 0;
      int distance = 1;
      for (int row = (sq >> 3) + d.d_row, col = (sq & 7) + d.d_col;
           SquareBoard<8>::on_board(row, col); row += d.d_row, col += d.d_col, ++distance) {
        multiplier |= std::uint64_t(distance - 1) << (63 - SquareBoard<8>::square(row, col));
      }
      all[sq].count_multiplier[i] = multiplier;
    }
  }
  return all;
}

inline constexpr std::array<CarryRays, 64> kCarryRays = make_carry_rays();

// Returns the flips of `own` on the 3 rays from `sq` toward higher bits but the row's.
[[gnu::always_inline]] inline int higher_ray_flips(std::uint64_t own, int sq) {
  const CarryRays& rays = kCarryRays[sq];
  int flips = 0;
  for (int i = 0; i < kRays; ++i) {
    const std::uint64_t mine = own & rays.ray[i];
    const std::uint64_t outflank = mine & -mine;
    flips += static_cast<int>(((outflank >> kOutflankShift) * rays.count_multiplier[i]) >> 60);
  }
  return flips;
}

int count_flips(std::uint64_t own, int sq) {
  // Swapping the bytes mirrors the rows: the rays from `sq` toward lower bits become those
  // from its mirror square toward higher bits.
  const int mirror_sq = sq ^ 56;
  const unsigned along_row = (own >> (sq & 0x38)) & 0xff;
  return higher_ray_flips(own, sq) + higher_ray_flips(__builtin_bswap64(own), mirror_sq) +
         lines::kCountByLine[sq & 7][along_row];
}

}  // namespace

extern const Implementation scalar_carry =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
