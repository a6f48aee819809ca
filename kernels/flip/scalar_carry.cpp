// Othello flip by carry propagation on the rays toward higher bits, the idea of Edax's flip_carry,
// and by bit scan on the rays toward lower bits (kernels/flip/bitscan.hpp).

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

// Returns the discs flipped along `ray`, a ray from the move toward higher bits. In opp | ~ray
// every bit off the ray is set, so adding 1 carries up to the first ray square (as adding the
// ray's lowest bit would), on through the ray's opponent discs and the off-ray bits between them,
// and stops at the first ray square without an opponent disc: the outflank. Above it the sum is
// unchanged, so the outflank is the only own disc of the ray left in the sum.
std::uint64_t flip_toward_higher_by_carry(std::uint64_t own, std::uint64_t opp, std::uint64_t ray) {
  const std::uint64_t closing = ((opp | ~ray) + 1) & own & ray;
  // The ray squares below the outflank, or none when it does not close the run.
  return ray & (closing - (closing != 0));
}

std::uint64_t flip_scalar_carry(std::uint64_t own, std::uint64_t opp, int sq) {
  using bitscan::flip_toward_lower;
  const std::array<std::uint64_t, bitscan::kDirections>& rays = bitscan::kRays[sq];
  return flip_toward_higher_by_carry(own, opp, rays[0]) |
         flip_toward_higher_by_carry(own, opp, rays[1]) |
         flip_toward_higher_by_carry(own, opp, rays[2]) |
         flip_toward_higher_by_carry(own, opp, rays[3]) | flip_toward_lower(own, opp, rays[4]) |
         flip_toward_lower(own, opp, rays[5]) | flip_toward_lower(own, opp, rays[6]) |
         flip_toward_lower(own, opp, rays[7]);
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_scalar_carry>}};

}  // namespace

extern const FlipImplementation scalar_carry{
    "scalar_carry", "carry propagation on the 4 rays toward higher bits, bit scan on the others", 0,
    kSizes};

}  // namespace bitbench::flip
