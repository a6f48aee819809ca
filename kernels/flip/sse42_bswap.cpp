// Othello flip with the board and its byte swap side by side, the idea of Edax's flip_sse_bswap
// (R. Delorme, T. Okuhara), 8x8 only (a byte is a row): one SSE vector holds the board in its
// low lane and the board with its rows in reverse order (bswap) in its high lane, so that a ray
// toward lower bits (up the board) becomes, in the high lane, a ray toward higher bits. Each of
// the 3 vertical and diagonal lines through the move then takes one vector, its ray down the
// board in the low lane and its ray up the board, byte-swapped, in the high lane, and both find
// the outflank by carry propagation, `((opp | ~ray) + 1) & own & ray`; the squares below it
// flip. The row, whose two rays a byte swap cannot turn, goes through the outflank and flipped
// tables of the kindergarten flips (flip/line_flips.hpp). The high lane's flips are swapped back.

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/square_board.hpp"
#include "flip/flip.hpp"
#include "flip/line_flips.hpp"

namespace bitbench::flip {
namespace {

using Pair = xsimd::batch<std::uint64_t, xsimd::sse4_2>;

// The rays of one square on its 3 lines other than the row: south-west, south and south-east
// in the low lanes; north-east, north and north-west byte-swapped in the high lanes.
struct alignas(16) SwappedRays {
  std::uint64_t lanes[3][2];
};

consteval std::array<SwappedRays, 64> make_swapped_rays() {
  std::array<SwappedRays, 64> rays{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int line = 0; line < 3; ++line) {
      rays[sq].lanes[line][0] = SquareBoard<8>::ray(sq, kDirections[line + 1]);
      rays[sq].lanes[line][1] =
          __builtin_bswap64(SquareBoard<8>::ray(sq, kDirections[line + 1 + 4]));
    }
  }
  return rays;
}

constexpr std::array<SwappedRays, 64> kSwappedRays = make_swapped_rays();

// Returns `board` in the low lane and its rows in reverse order in the high lane.
[[gnu::always_inline]] inline Pair with_byte_swap(std::uint64_t board) {
  alignas(16) const std::array<std::uint64_t, 2> lanes{board, __builtin_bswap64(board)};
  return Pair::load_aligned(lanes.data());
}

// Returns the flips along the rays of `ray`, toward higher bits in both lanes.
[[gnu::always_inline]] inline Pair flip_toward_higher(Pair own, Pair opp, Pair ray) {
  const Pair outflank = ((opp | ~ray) + Pair(1)) & own & ray;
  const Pair none = Pair(static_cast<__m128i>(outflank == Pair(0)));
  return (outflank - Pair(1)) & ray & ~none;
}

std::uint64_t flip_bswap(std::uint64_t own, std::uint64_t opp, int sq) {
  const SwappedRays& rays = kSwappedRays[sq];
  const Pair own_pair = with_byte_swap(own);
  const Pair opp_pair = with_byte_swap(opp);
  const Pair flipped = flip_toward_higher(own_pair, opp_pair, Pair::load_aligned(rays.lanes[0])) |
                       flip_toward_higher(own_pair, opp_pair, Pair::load_aligned(rays.lanes[1])) |
                       flip_toward_higher(own_pair, opp_pair, Pair::load_aligned(rays.lanes[2]));
  alignas(16) std::array<std::uint64_t, 2> lanes;
  flipped.store_aligned(lanes.data());
  const int row_shift = sq & 0x38;
  const unsigned along_row =
      line_flips::flips((own >> row_shift) & 0xff, (opp >> row_shift) & 0xff, sq & 7);
  return lanes[0] | __builtin_bswap64(lanes[1]) | (std::uint64_t{along_row} << row_shift);
}

}  // namespace

extern const Implementation sse42_bswap = at_sides<8>([]<int> { return &flip_bswap; });

}  // namespace bitbench::flip
