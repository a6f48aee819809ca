// Othello flip split between NEON and scalar bit scans, the idea of Edax's flip_neon_bitscan
// (T. Okuhara), on N x N boards up to 8x8: the 4 rays toward higher bits in two NEON vectors by
// carry propagation (flip/neon_carry.hpp), the 4 toward lower bits in general-purpose registers,
// each by a 64-bit count of leading zeros (CLZ) for its nearest non-opponent square
// (flip/bitscan.hpp), so that both units work at once. Edax's per-square functions, which also
// gather some lines into kindergarten tables, are not reproduced.

#include <cstdint>

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"
#include "flip/neon_carry.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip {
namespace {

using neon_carry::Lanes;

template <int N>
std::uint64_t flip_neon_bitscan(std::uint64_t own, std::uint64_t opp, int sq) {
  const simd_rays::RayMasks& rays = simd_rays::kRays<N>[sq];
  const std::uint64_t lower = bitscan::flip_toward_lower<N>(own, opp, rays.lower[0]) |
                              bitscan::flip_toward_lower<N>(own, opp, rays.lower[1]) |
                              bitscan::flip_toward_lower<N>(own, opp, rays.lower[2]) |
                              bitscan::flip_toward_lower<N>(own, opp, rays.lower[3]);
  const Lanes higher = neon_carry::flips_by_carry(Lanes(own), Lanes(opp), Lanes::load(rays.higher));
  return higher.or_all() | lower;
}

}  // namespace

extern const Implementation neon_bitscan =
    at_sides<4, 6, 8>([]<int N> { return &flip_neon_bitscan<N>; });

}  // namespace bitbench::flip
