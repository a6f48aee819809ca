// AVX2 flip with a parallel-prefix fill ("ppfill"), after the AVX2 flips of Edax by Toshihiko
// Okuhara: the 8 directions in two vectors of 4 x uint64. Toward higher bits the outflank is
// the lowest set bit of `ray & ~opp`; toward lower bits it is the highest, found by smearing
// `ray & ~opp` along the ray with 3 shifts and keeping the one smeared bit nothing reaches.

#include "flip/avx2_rays.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

using avx2_rays::Lanes;

// Returns the flips along the 4 rays toward lower bits, one per lane.
[[gnu::always_inline]] inline Lanes flips_toward_lower_bits(Lanes own, Lanes opp, Lanes ray) {
  const Lanes outflank_and_beyond = avx2_rays::smear_toward_lower_bits(ray & ~opp);
  const Lanes beyond_outflank =
      outflank_and_beyond >> Lanes::load_aligned(avx2_rays::kLowerShifts[0].data());
  const Lanes outflank = outflank_and_beyond & ~beyond_outflank & own;
  return ray & ~outflank_and_beyond & ~avx2_rays::zero_lanes(outflank);
}

std::uint64_t flip_avx2_ppfill(std::uint64_t own, std::uint64_t opp, int sq) {
  const avx2_rays::RayMasks& rays = avx2_rays::kRays[sq];
  const Lanes own_lanes(own);
  const Lanes opp_lanes(opp);
  const Lanes higher =
      avx2_rays::flips_toward_higher_bits(own_lanes, opp_lanes, Lanes::load_aligned(rays.higher));
  const Lanes lower =
      flips_toward_lower_bits(own_lanes, opp_lanes, Lanes::load_aligned(rays.lower));
  return avx2_rays::or_lanes(higher | lower);
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_avx2_ppfill>}};

}  // namespace

extern const FlipImplementation avx2_ppfill{
    "avx2_ppfill",
    "AVX2, 8 rays in 2 vectors: lowest outflank by x & -x, highest by a 3-shift prefix smear",
    kTierAvx2, kSizes};

}  // namespace bitbench::flip
