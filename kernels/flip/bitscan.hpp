#pragma once
// Othello flip by bit scan along precomputed rays, the idea of Edax's flip_bitscan, on N x N
// boards. For each of the 8 rays from the move, the outflank is the nearest ray square without an
// opponent disc: the lowest set bit of ~opp & ray on the rays toward higher bits, the highest on
// the rays toward lower bits. The ray squares between the move and the outflank are flipped when
// the outflank holds an own disc. Branch-free, on wide boards too.
//
// Each ISA tier instantiates the kernel in its own file, compiled with that tier's flags and in
// that tier's namespace, as perft's pairs do (kernels/perft).

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "core/square_board.hpp"
#include "core/square_scans.hpp"
#include "core/tier.hpp"

namespace bitbench::flip::bitscan {
inline namespace BITBENCH_TIER {

template <int N>
using RayTable = std::array<std::array<Board<N>, kDirections.size()>, N * N>;

// Returns, for each square and each direction of kDirections (the 4 toward higher bits first),
// the squares from that square (not included) to the edge of the board.
template <int N>
consteval RayTable<N> make_rays() {
  RayTable<N> rays{};
  for (int sq = 0; sq < N * N; ++sq) {
    for (std::size_t direction = 0; direction < kDirections.size(); ++direction) {
      rays[sq][direction] = SquareBoard<N>::ray(sq, kDirections[direction]);
    }
  }
  return rays;
}

template <int N>
inline constexpr RayTable<N> kRays = make_rays<N>();

// Returns the discs flipped along `ray`, a ray from the move toward higher bits.
template <int N>
[[gnu::always_inline]] inline Board<N> flip_toward_higher(const Board<N>& own, const Board<N>& opp,
                                                          const Board<N>& ray) {
  const Board<N> blockers = ray & ~opp;
  const Board<N> outflank = blockers & -blockers;  // the lowest set bit, 0 if none
  const Board<N> closing = outflank & own;         // the outflank if it is an own disc, else 0
  // The ray squares below the outflank, or none when it does not close the run.
  return ray & below(closing);
}

// Returns the discs flipped along `ray`, a ray from the move toward lower bits.
template <int N>
[[gnu::always_inline]] inline Board<N> flip_toward_lower(const Board<N>& own, const Board<N>& opp,
                                                         const Board<N>& ray) {
  // Bit 0 keeps the scanned value nonzero. It stands as the outflank only when the ray has no
  // blocker, and then it is either off the ray or an opponent disc, so `own & ray` rejects it.
  const Board<N> outflank = highest_square((ray & ~opp) | single_bit<Board<N>>(0));
  const Board<N> closing = outflank & own & ray;
  // The ray squares above the outflank, or none when it does not close the run.
  return ray & -(closing << 1);
}

// Returns the discs of `opp` flipped when `own` plays the empty square `sq`.
template <int N>
Board<N> flips(Board<N> own, Board<N> opp, int sq) {
  const std::array<Board<N>, kDirections.size()>& rays = kRays<N>[sq];
  return flip_toward_higher<N>(own, opp, rays[0]) | flip_toward_higher<N>(own, opp, rays[1]) |
         flip_toward_higher<N>(own, opp, rays[2]) | flip_toward_higher<N>(own, opp, rays[3]) |
         flip_toward_lower<N>(own, opp, rays[4]) | flip_toward_lower<N>(own, opp, rays[5]) |
         flip_toward_lower<N>(own, opp, rays[6]) | flip_toward_lower<N>(own, opp, rays[7]);
}

// The kernel at every side, for its registrations and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flips<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::bitscan
