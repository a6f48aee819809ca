// Othello flip by vector leading-zero counts toward lower bits, the idea of Edax's
// flip_neon_lzcnt (T. Okuhara), on N x N boards up to 8x8: the 4 rays toward higher bits by
// carry propagation (flip/neon_carry.hpp); on the 4 toward lower bits the nearest square without
// an opponent disc is the highest set bit of `ray & ~opp`, which NEON, with no 64-bit CLZ, finds
// from the CLZ of each 32-bit half: the top bit shifted right by it, in the low half only when
// the high half is 0 (USHL by a negative count, 0 past the width). When that square holds no own
// disc, subtracting it from itself leaves 0; when it does, 0 minus it sets every bit above it,
// and the ray's opponent discs among them flip.

#include <arm_neon.h>

#include <cstdint>

#include "flip/flip.hpp"
#include "flip/neon_carry.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip {
namespace {

using neon_carry::Lanes;

// Returns the highest set bit of each 64-bit lane of `x`, 0 for 0.
[[gnu::always_inline]] inline uint64x2_t highest_bit(uint64x2_t x) {
  const int32x4_t leading_zeros = vreinterpretq_s32_u32(vclzq_u32(vreinterpretq_u32_u64(x)));
  // Each high half moved into its lane's low half, zeros above: 1 << 31 where it is 0.
  const uint32x4_t high_halves_moved_down = vreinterpretq_u32_u64(vshrq_n_u64(x, 32));
  const uint32x4_t top_bits = vshlq_n_u32(vceqzq_u32(high_halves_moved_down), 31);
  return vreinterpretq_u64_u32(vshlq_u32(top_bits, vnegq_s32(leading_zeros)));
}

// Returns the flips along the 4 rays toward lower bits, one per lane.
[[gnu::always_inline]] inline Lanes flips_toward_lower_bits(Lanes own, Lanes opp, Lanes ray) {
  const Lanes nearest =
      (ray & ~opp).each_vector([](auto lanes) { return decltype(lanes)(highest_bit(lanes)); });
  const Lanes flippable = ray & opp;
  return ((nearest.settled() & ~own) - nearest) & flippable;
}

template <int N>
std::uint64_t flip_lzcnt(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const Lanes own_lanes(own);
  const Lanes opp_lanes(opp);
  const Lanes higher = neon_carry::flips_by_carry(own_lanes, opp_lanes, Lanes::load(rays.higher));
  const Lanes lower = flips_toward_lower_bits(own_lanes, opp_lanes, Lanes::load(rays.lower));
  return (higher | lower).sum();
}

}  // namespace

extern const Implementation neon_lzcnt = at_sides<4, 6, 8>([]<int N> { return &flip_lzcnt<N>; });

}  // namespace bitbench::flip
