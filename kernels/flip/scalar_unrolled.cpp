// Othello flip by the no-loop method of the document "bitboard反転パターン取得" (seed 000): in
// each of the 8 directions, a ladder of nested tests on runs of 1 to 6 opponent discs.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

// The opponent discs off columns 0 and 7: a sentinel that ends a run stepping along a row or a
// diagonal before it could wrap around to another row.
constexpr std::uint64_t kInnerColumns = 0x7e7e7e7e7e7e7e7e;

// Returns `squares` moved one step of kShift bits: toward higher bits when kShift > 0.
template <int kShift>
std::uint64_t step(std::uint64_t squares) {
  if constexpr (kShift > 0) {
    return squares << kShift;
  } else {
    return squares >> -kShift;
  }
}

// Returns the discs flipped in the direction of kShift. `run_opp` holds the opponent discs a run
// may cross in that direction (sentinel-masked for the directions that move a column).
template <int kShift>
std::uint64_t flip_direction(std::uint64_t move, std::uint64_t own, std::uint64_t run_opp) {
  const std::uint64_t m1 = step<kShift>(move);
  if ((m1 & run_opp) == 0) return 0;
  const std::uint64_t m2 = step<kShift>(m1);
  if ((m2 & run_opp) == 0) return (m2 & own) != 0 ? m1 : 0;
  const std::uint64_t m3 = step<kShift>(m2);
  if ((m3 & run_opp) == 0) return (m3 & own) != 0 ? m1 | m2 : 0;
  const std::uint64_t m4 = step<kShift>(m3);
  if ((m4 & run_opp) == 0) return (m4 & own) != 0 ? m1 | m2 | m3 : 0;
  const std::uint64_t m5 = step<kShift>(m4);
  if ((m5 & run_opp) == 0) return (m5 & own) != 0 ? m1 | m2 | m3 | m4 : 0;
  const std::uint64_t m6 = step<kShift>(m5);
  if ((m6 & run_opp) == 0) return (m6 & own) != 0 ? m1 | m2 | m3 | m4 | m5 : 0;
  // Six opponent discs: the seventh square is the last one a flipping run can reach.
  const std::uint64_t m7 = step<kShift>(m6);
  return (m7 & own) != 0 ? m1 | m2 | m3 | m4 | m5 | m6 : 0;
}

std::uint64_t flip_scalar_unrolled(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::uint64_t move = std::uint64_t{1} << sq;
  const std::uint64_t inner_opp = opp & kInnerColumns;
  return flip_direction<1>(move, own, inner_opp) | flip_direction<-1>(move, own, inner_opp) |
         flip_direction<8>(move, own, opp) | flip_direction<-8>(move, own, opp) |
         flip_direction<9>(move, own, inner_opp) | flip_direction<-9>(move, own, inner_opp) |
         flip_direction<7>(move, own, inner_opp) | flip_direction<-7>(move, own, inner_opp);
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_scalar_unrolled>}};

}  // namespace

extern const FlipImplementation scalar_unrolled{
    "scalar_unrolled", "a ladder of nested ifs on runs of 1 to 6 discs in each of the 8 directions",
    0, kSizes};

}  // namespace bitbench::flip
