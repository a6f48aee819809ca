// Othello flip by carry propagation on all 8 rays, the rays toward lower bits bit-reversed,
// the idea of Edax's flip_neon_rbit (T. Okuhara), on N x N boards up to 8x8: the 4 rays toward
// higher bits take `((opp | ~ray) + 1) & own & ray` (flip/neon_carry.hpp); for the 4 toward
// lower bits both boards are reversed bit for bit (RBIT reverses each byte's bits, REV64 the
// bytes of each lane) against rays stored reversed, so that they too run toward higher bits and
// take the same carry; their flips are reversed back. Where neon_mirrored isolates the
// outflank by x ^ (x - 1), this takes the carry and a saturating decrement (UQSUB).

#include <array>
#include <cstdint>

#include "core/isa.hpp"
#include "core/square_board.hpp"
#include "flip/flip.hpp"
#include "flip/neon_carry.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip {
namespace {

using neon_carry::Lanes;

// The 8 rays of one square: the 4 toward higher bits as they are, their 4 opposites with their
// bits reversed.
struct alignas(64) ReversedRays {
  std::uint64_t higher[simd_rays::kLanes];
  std::uint64_t reversed_lower[simd_rays::kLanes];
};

consteval std::uint64_t bits_reversed(std::uint64_t word) {
  std::uint64_t reversed = 0;
  for (int bit = 0; bit < 64; ++bit) reversed |= ((word >> bit) & 1) << (63 - bit);
  return reversed;
}

template <int N>
consteval std::array<ReversedRays, N * N> make_reversed_rays() {
  std::array<ReversedRays, N * N> rays{};
  for (int sq = 0; sq < N * N; ++sq) {
    for (int lane = 0; lane < simd_rays::kLanes; ++lane) {
      rays[sq].higher[lane] = simd_rays::kRays<N>[sq].higher[lane];
      rays[sq].reversed_lower[lane] = bits_reversed(simd_rays::kRays<N>[sq].lower[lane]);
    }
  }
  return rays;
}

template <int N>
constexpr std::array<ReversedRays, N * N> kReversedRays = make_reversed_rays<N>();

[[gnu::always_inline]] inline Lanes reversed(Lanes lanes) {
  return lanes.each_vector([](auto vector) { return isa::mirrored(vector); });
}

template <int N>
std::uint64_t flip_rbit(std::uint64_t own, std::uint64_t opp, int sq) {
  const ReversedRays& rays = kReversedRays<N>[sq];
  const Lanes own_lanes(own);
  const Lanes opp_lanes(opp);
  const Lanes higher = neon_carry::flips_by_carry(own_lanes, opp_lanes, Lanes::load(rays.higher));
  const Lanes lower = reversed(neon_carry::flips_by_carry(reversed(own_lanes), reversed(opp_lanes),
                                                          Lanes::load(rays.reversed_lower)));
  return (higher | lower).sum();
}

}  // namespace

extern const Implementation neon_rbit = at_sides<4, 6, 8>([]<int N> { return &flip_rbit<N>; });

}  // namespace bitbench::flip
