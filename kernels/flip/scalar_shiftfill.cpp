// Othello flip by the method of the document "Implémenter le traitement de l'inversion à l'aide de
// BitBoard" (seed 001): in each of the 8 directions, six masked shifts fill the opponent runs that
// start next to an own disc, which tells whether the move ends one of them; then the same masked
// shifts walk back from the move over that run.

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

// Returns the discs flipped by a run of opponent discs that goes from an own disc toward the move
// in the direction of kShift. `run_opp` holds the opponent discs a run may cross in that
// direction (sentinel-masked for the directions that move a column).
template <int kShift>
std::uint64_t flip_direction(std::uint64_t move, std::uint64_t own, std::uint64_t run_opp) {
  std::uint64_t run = step<kShift>(own) & run_opp;
  run |= step<kShift>(run) & run_opp;
  run |= step<kShift>(run) & run_opp;
  run |= step<kShift>(run) & run_opp;
  run |= step<kShift>(run) & run_opp;
  run |= step<kShift>(run) & run_opp;
  // The move square is empty, so it is legal in this direction when the next step of a run lands
  // on it; `legal_move` is then the move, otherwise 0.
  const std::uint64_t legal_move = step<kShift>(run) & move;
  std::uint64_t flipped = step<-kShift>(legal_move) & run_opp;
  flipped |= step<-kShift>(flipped) & run_opp;
  flipped |= step<-kShift>(flipped) & run_opp;
  flipped |= step<-kShift>(flipped) & run_opp;
  flipped |= step<-kShift>(flipped) & run_opp;
  flipped |= step<-kShift>(flipped) & run_opp;
  return flipped;
}

std::uint64_t flip_scalar_shiftfill(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::uint64_t move = std::uint64_t{1} << sq;
  const std::uint64_t inner_opp = opp & kInnerColumns;
  return flip_direction<1>(move, own, inner_opp) | flip_direction<-1>(move, own, inner_opp) |
         flip_direction<8>(move, own, opp) | flip_direction<-8>(move, own, opp) |
         flip_direction<9>(move, own, inner_opp) | flip_direction<-9>(move, own, inner_opp) |
         flip_direction<7>(move, own, inner_opp) | flip_direction<-7>(move, own, inner_opp);
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_scalar_shiftfill>}};

}  // namespace

extern const FlipImplementation scalar_shiftfill{
    "scalar_shiftfill",
    "fills opponent runs from own discs by six masked shifts, then walks back from the move", 0,
    kSizes};

}  // namespace bitbench::flip
