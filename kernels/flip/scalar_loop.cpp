// Othello flip by the loop method of the document "bitboard反転パターン取得" (seed 000): for
// each of the 8 directions, step from the move while the squares hold opponent discs, then keep
// that run when an own disc closes it.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

struct Direction {
  int shift;              // bit offset of one step: positive toward higher bits
  std::uint64_t landing;  // the squares a step may land on without wrapping around a row
};

constexpr std::uint64_t kNotColumn0 = 0xfefefefefefefefe;
constexpr std::uint64_t kNotColumn7 = 0x7f7f7f7f7f7f7f7f;
constexpr std::uint64_t kAnySquare = ~std::uint64_t{0};

// East, west, south, north, south-east, north-west, south-west, north-east.
constexpr Direction kDirections[] = {{1, kNotColumn0}, {-1, kNotColumn7}, {8, kAnySquare},
                                     {-8, kAnySquare}, {9, kNotColumn0},  {-9, kNotColumn7},
                                     {7, kNotColumn7}, {-7, kNotColumn0}};

// Returns `squares` moved one step in `direction`, without those that would wrap around a row.
std::uint64_t step(std::uint64_t squares, Direction direction) {
  const std::uint64_t moved =
      direction.shift > 0 ? squares << direction.shift : squares >> -direction.shift;
  return moved & direction.landing;
}

std::uint64_t flip_scalar_loop(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::uint64_t move = std::uint64_t{1} << sq;
  std::uint64_t flipped = 0;
  for (const Direction& direction : kDirections) {
    std::uint64_t run = 0;
    std::uint64_t square = step(move, direction);
    while ((square & opp) != 0) {
      run |= square;
      square = step(square, direction);
    }
    if ((square & own) != 0) flipped |= run;
  }
  return flipped;
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_scalar_loop>}};

}  // namespace

extern const FlipImplementation scalar_loop{
    "scalar_loop", "steps each of the 8 directions in a loop while opponent discs continue", 0,
    kSizes};

}  // namespace bitbench::flip
