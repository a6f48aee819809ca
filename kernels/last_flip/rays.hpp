#pragma once
// The 8 rays from each square of an N x N board, for the last-flip kernels that work ray by ray
// (scalar_bitscan, the SIMD ppfill and lzcnt kernels): `higher[i]` walks kDirections[i], toward
// higher bits, `lower[i]` its opposite kDirections[i + 4]. Up to 8x8 one square's rays fill one
// 64-byte cache line.

#include <array>

#include "core/square_board.hpp"
#include "core/tier.hpp"
#include "last_flip/last_flip.hpp"

namespace bitbench::last_flip::rays {
inline namespace BITBENCH_TIER {

inline constexpr int kHalf = 4;

template <int N>
struct alignas(64) RayMasks {
  Board<N> higher[kHalf];
  Board<N> lower[kHalf];
};

template <int N>
consteval std::array<RayMasks<N>, N * N> make_rays() {
  std::array<RayMasks<N>, N * N> rays{};
  for (int sq = 0; sq < N * N; ++sq) {
    for (int i = 0; i < kHalf; ++i) {
      rays[sq].higher[i] = SquareBoard<N>::ray(sq, kDirections[i]);
      rays[sq].lower[i] = SquareBoard<N>::ray(sq, kDirections[i + kHalf]);
    }
  }
  return rays;
}

template <int N>
inline constexpr std::array<RayMasks<N>, N * N> kRays = make_rays<N>();

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::rays
