#pragma once
// Othello flip by bit scan along precomputed rays, the idea of Edax's flip_bitscan. For each of
// the 8 rays from the move, the outflank is the nearest ray square without an opponent disc: the
// lowest set bit of ~opp & ray on the rays toward higher bits, the highest on the rays toward lower
// bits. The ray squares between the move and the outflank are flipped when the outflank holds an
// own disc. Branch-free.
//
// Each ISA tier instantiates flip_bitscan in its own file, compiled with that tier's flags.

#include <array>
#include <bit>
#include <cstdint>

namespace bitbench::flip::bitscan {

inline constexpr int kSide = 8;
inline constexpr int kSquares = kSide * kSide;
inline constexpr int kDirections = 8;

struct RayStep {
  int d_row;
  int d_col;
};

// East, south-west, south, south-east lead toward higher bits; west, north-east, north,
// north-west toward lower bits.
inline constexpr RayStep kRaySteps[kDirections] = {{0, 1},  {1, -1}, {1, 0},  {1, 1},
                                                   {0, -1}, {-1, 1}, {-1, 0}, {-1, -1}};
inline constexpr int kFirstLowerRay = 4;

using RayTable = std::array<std::array<std::uint64_t, kDirections>, kSquares>;

// Returns, for each square and each direction of kRaySteps, the squares from that square (not
// included) to the edge of the board.
consteval RayTable make_rays() {
  RayTable rays{};
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int direction = 0; direction < kDirections; ++direction) {
      const RayStep ray_step = kRaySteps[direction];
      int row = sq / kSide + ray_step.d_row;
      int col = sq % kSide + ray_step.d_col;
      while (row >= 0 && row < kSide && col >= 0 && col < kSide) {
        rays[sq][direction] |= std::uint64_t{1} << (row * kSide + col);
        row += ray_step.d_row;
        col += ray_step.d_col;
      }
    }
  }
  return rays;
}

inline constexpr RayTable kRays = make_rays();

// The helpers are always inlined so that no out-of-line copy, compiled with one tier's flags,
// is shared by the linker with the other tiers.

// Returns the discs flipped along `ray`, a ray from the move toward higher bits.
[[gnu::always_inline]] inline std::uint64_t flip_toward_higher(std::uint64_t own, std::uint64_t opp,
                                                               std::uint64_t ray) {
  const std::uint64_t blockers = ray & ~opp;
  const std::uint64_t outflank = blockers & (0 - blockers);  // the lowest set bit, 0 if none
  const std::uint64_t closing = outflank & own;  // the outflank if it is an own disc, else 0
  // The ray squares below the outflank, or none when it does not close the run.
  return ray & (closing - (closing != 0));
}

// Returns the discs flipped along `ray`, a ray from the move toward lower bits.
[[gnu::always_inline]] inline std::uint64_t flip_toward_lower(std::uint64_t own, std::uint64_t opp,
                                                              std::uint64_t ray) {
  constexpr std::uint64_t kTopBit = std::uint64_t{1} << (kSquares - 1);
  const std::uint64_t blockers = ray & ~opp;
  // Bit 0 keeps the scanned value nonzero. It stands as the outflank only when the ray has no
  // blocker, and then it is either off the ray or an opponent disc, so `own & ray` rejects it.
  const std::uint64_t outflank = kTopBit >> std::countl_zero(blockers | 1);
  const std::uint64_t closing = outflank & own & ray;
  // The ray squares above the outflank, or none when it does not close the run.
  return ray & (0 - (closing << 1));
}

// Returns the discs of `opp` flipped when `own` plays the empty square `sq`. IsaTier is a type
// private to the including file: it gives each tier's instantiation internal linkage.
template <class IsaTier>
std::uint64_t flip_bitscan(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::array<std::uint64_t, kDirections>& rays = kRays[sq];
  return flip_toward_higher(own, opp, rays[0]) | flip_toward_higher(own, opp, rays[1]) |
         flip_toward_higher(own, opp, rays[2]) | flip_toward_higher(own, opp, rays[3]) |
         flip_toward_lower(own, opp, rays[4]) | flip_toward_lower(own, opp, rays[5]) |
         flip_toward_lower(own, opp, rays[6]) | flip_toward_lower(own, opp, rays[7]);
}

}  // namespace bitbench::flip::bitscan
