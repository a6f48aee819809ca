// AVX2 flip with a parallel-prefix fill ("ppfill"), after the AVX2 flips of Edax by Toshihiko
// Okuhara, on N x N boards up to 8x8: the 8 directions in two vectors of 4 x uint64. Toward
// higher bits the outflank is the lowest set bit of `ray & ~opp`; toward lower bits it is the
// highest, found by smearing `ray & ~opp` along the ray with 3 shifts (2 for N = 4) and keeping
// the one smeared bit nothing reaches.

#include "flip/avx2_rays.hpp"
#include "flip/flip.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
namespace {

using avx2_rays::Lanes;

// Returns the flips along the 4 rays toward lower bits, one per lane. The smear spans N - 2
// steps, the whole of the longest ray: the outflank may be the first square of the ray, and
// every square beyond it must be set.
template <int N>
[[gnu::always_inline]] inline Lanes flips_toward_lower_bits(Lanes own, Lanes opp, Lanes ray) {
  const Lanes outflank_and_beyond = avx2_rays::smear_toward_lower_bits<N, N - 2>(ray & ~opp);
  const Lanes beyond_outflank =
      outflank_and_beyond >> Lanes::load_aligned(avx2_rays::kLowerShifts<N>[0].data());
  const Lanes outflank = outflank_and_beyond & ~beyond_outflank & own;
  return ray & ~outflank_and_beyond & ~avx2_rays::zero_lanes(outflank);
}

template <int N>
std::uint64_t flip_avx2_ppfill(std::uint64_t own, std::uint64_t opp, int sq) {
  const avx2_rays::RayMasks& rays = avx2_rays::kRays<N>[sq];
  const Lanes own_lanes(own);
  const Lanes opp_lanes(opp);
  const Lanes higher =
      avx2_rays::flips_toward_higher_bits(own_lanes, opp_lanes, Lanes::load_aligned(rays.higher));
  const Lanes lower =
      flips_toward_lower_bits<N>(own_lanes, opp_lanes, Lanes::load_aligned(rays.lower));
  return avx2_rays::or_lanes(higher | lower);
}

}  // namespace

extern const Implementation avx2_ppfill = at_sides<4, 6, 8>(
    []<int N> { return &flip_avx2_ppfill<N>; }, moves::koggestone_lanes::kPartner,
    {"avx2_ppfill",
     "AVX2, 8 rays in 2 vectors: lowest outflank by x & -x, highest by a 2-3 shift prefix smear",
     kTierAvx2});

}  // namespace bitbench::flip
