// Othello flip by the branch-free method of the document "bitboard反転パターン取得" (seed 000), in
// its faster form with fewer variables: in each of the 8 directions, the runs of opponent discs
// that start at the move (e1..e6) meet the runs that end at an own disc (accumulated in one
// variable), and each meeting square is flipped.

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
//
// e<i> is the square i steps from the move when the first i squares all hold opponent discs.
// `closed` holds the opponent discs that reach an own disc in j steps away from the move, over
// opponent discs only; it grows from j = 1 to j <= 2 and so on, and each e<i> is tested once it
// covers j <= 7 - i, which takes in every run of 1 to 6 opponent discs.
template <int kShift>
std::uint64_t flip_direction(std::uint64_t move, std::uint64_t own, std::uint64_t run_opp) {
  const std::uint64_t e1 = step<kShift>(move) & run_opp;
  const std::uint64_t e2 = step<kShift>(e1) & run_opp;
  const std::uint64_t e3 = step<kShift>(e2) & run_opp;
  const std::uint64_t e4 = step<kShift>(e3) & run_opp;
  const std::uint64_t e5 = step<kShift>(e4) & run_opp;
  const std::uint64_t e6 = step<kShift>(e5) & run_opp;
  std::uint64_t closed = step<-kShift>(own) & run_opp;
  std::uint64_t flipped = e6 & closed;
  closed |= step<-kShift>(closed) & run_opp;
  flipped |= e5 & closed;
  closed |= step<-kShift>(closed) & run_opp;
  flipped |= e4 & closed;
  closed |= step<-kShift>(closed) & run_opp;
  flipped |= e3 & closed;
  closed |= step<-kShift>(closed) & run_opp;
  flipped |= e2 & closed;
  closed |= step<-kShift>(closed) & run_opp;
  return flipped | (e1 & closed);
}

std::uint64_t flip_scalar_branchless(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::uint64_t move = std::uint64_t{1} << sq;
  const std::uint64_t inner_opp = opp & kInnerColumns;
  return flip_direction<1>(move, own, inner_opp) | flip_direction<-1>(move, own, inner_opp) |
         flip_direction<8>(move, own, opp) | flip_direction<-8>(move, own, opp) |
         flip_direction<9>(move, own, inner_opp) | flip_direction<-9>(move, own, inner_opp) |
         flip_direction<7>(move, own, inner_opp) | flip_direction<-7>(move, own, inner_opp);
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_scalar_branchless>}};

}  // namespace

extern const FlipImplementation scalar_branchless{
    "scalar_branchless",
    "ORs the opponent runs from the move with those closed by an own disc, in 8 directions", 0,
    kSizes};

}  // namespace bitbench::flip
