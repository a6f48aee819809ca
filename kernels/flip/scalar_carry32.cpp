// Othello flip by carry propagation on 32-bit words, the arithmetic of Edax's flip_carry_32
// (R. Delorme, T. Okuhara), Edax's flip for 32-bit targets, on N x N boards up to 8x8: every
// operation on the two 32-bit halves of the board, as a 32-bit register file holds it. Toward
// higher bits the outflank is found by carry propagation, `((opp | ~ray) + 1) & own & ray`
// (scalar_carry's method), the carry out of the low half added into the high one; the ray
// squares below it are its subtraction of 1 with the borrow taken from the high half. Toward
// lower bits the nearest non-opponent square is the highest set bit of the high half, or of the
// low half when the high one has none (a 32-bit bit scan each).

#include <array>
#include <bit>
#include <cstdint>

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

// A 64-bit board as the two 32-bit words of a 32-bit target.
struct Halves {
  std::uint32_t low;
  std::uint32_t high;

  explicit Halves(std::uint64_t board)
      : low(static_cast<std::uint32_t>(board)), high(static_cast<std::uint32_t>(board >> 32)) {}
  Halves(std::uint32_t low_word, std::uint32_t high_word) : low(low_word), high(high_word) {}

  friend Halves operator&(Halves a, Halves b) { return {a.low & b.low, a.high & b.high}; }
  friend Halves operator|(Halves a, Halves b) { return {a.low | b.low, a.high | b.high}; }
  Halves operator~() const { return {~low, ~high}; }
  bool any() const { return (low | high) != 0; }
  std::uint64_t joined() const { return (std::uint64_t{high} << 32) | low; }
};

// Returns the discs flipped along `ray`, a ray from the move toward higher bits.
Halves flip_toward_higher(Halves own, Halves opp, Halves ray) {
  const Halves carried = opp | ~ray;
  const std::uint32_t sum_low = carried.low + 1;
  const std::uint32_t sum_high = carried.high + (sum_low == 0);  // add with carry
  const Halves outflank = Halves(sum_low, sum_high) & own & ray;
  // outflank - 1, or 0 when there is none: the squares below it.
  const std::uint32_t one_if_any = outflank.any();
  const std::uint32_t below_low = outflank.low - one_if_any;
  const std::uint32_t below_high = outflank.high - (outflank.low < one_if_any);  // borrow
  return Halves(below_low, below_high) & ray;
}

// Returns the highest set bit of `word`, or 0 for 0, without a branch: `word | 1` keeps the
// scan defined, and `& word` drops the bit it finds in 0.
std::uint32_t highest_bit(std::uint32_t word) {
  return (std::uint32_t{1} << 31 >> std::countl_zero(word | 1)) & word;
}

// Returns the discs flipped along `ray`, a ray from the move toward lower bits.
Halves flip_toward_lower(Halves own, Halves opp, Halves ray) {
  const Halves blockers = ray & ~opp;
  const std::uint32_t all_if_high_empty = 0 - std::uint32_t{blockers.high == 0};
  const Halves outflank(highest_bit(blockers.low) & all_if_high_empty, highest_bit(blockers.high));
  const Halves closing = outflank & own;
  // -(2 * closing): the squares above the outflank, or none when it does not close the run.
  const std::uint32_t doubled_low = closing.low << 1;
  const std::uint32_t doubled_high = (closing.high << 1) | (closing.low >> 31);
  const std::uint32_t above_low = 0 - doubled_low;
  const std::uint32_t above_high = ~doubled_high + (doubled_low == 0);
  return Halves(above_low, above_high) & ray;
}

template <int N>
std::uint64_t flip_carry32(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::array<std::uint64_t, kDirections.size()>& rays = bitscan::kRays<N>[sq];
  const Halves own_halves(own);
  const Halves opp_halves(opp);
  Halves flipped(0, 0);
  for (int direction = 0; direction < 4; ++direction) {
    flipped = flipped | flip_toward_higher(own_halves, opp_halves, Halves(rays[direction])) |
              flip_toward_lower(own_halves, opp_halves, Halves(rays[direction + 4]));
  }
  return flipped.joined();
}

}  // namespace

extern const Implementation scalar_carry32 =
    at_sides<4, 6, 8>([]<int N> { return &flip_carry32<N>; });

}  // namespace bitbench::flip
