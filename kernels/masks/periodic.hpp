#pragma once
// R(b, l, n) by periodic windows, the body of the scalar_periodic builder, constexpr so that
// other families build their masks with it at compile time (the transform kernels'
// divide-and-conquer masks). Below bit l * n, R is the periodic sequence s(i) = bit i % l of b
// (the repetition of the any-size bitboard document, seed 004), so word k is the 64-bit window
// of s starting at bit 64k, and s is periodic with period l: that window is the window starting
// at (64k) mod l. The pattern is repeated once to fill 128 bits; each word is then one funnel
// shift of those two words, and the phase advances by 64 mod l per word. O(words), independent
// of n; only the top word is cut at l * n.

#include <cstdint>

#include "core/bits.hpp"
#include "masks/masks.hpp"

namespace bitbench::masks {

// Returns the low `length` bits of `pattern` (1 <= length <= 64) repeated from bit 0 as many
// whole times as fit in `width` bits (at most the 64 W of W words): R(b, l, n), n = width / l.
template <int W>
constexpr Bits<W> repeat_periodic(std::uint64_t pattern, int length, int width = 64 * W) {
  using Uint128 = unsigned __int128;
  Uint128 window = one_copy(pattern, length);
  for (int run = length; run < 128; run *= 2) window |= window << run;
  const std::uint64_t low = static_cast<std::uint64_t>(window);
  const std::uint64_t high = static_cast<std::uint64_t>(window >> 64);
  const int step = 64 % length;
  Bits<W> result;
  int phase = 0;  // (64 k) mod l for word k
  for (int k = 0; k < W; ++k) {
    result.words[k] = (low >> phase) | (high << 1 << (63 - phase));
    phase += step;
    phase -= phase >= length ? length : 0;
  }
  keep_below(result, repeated_bits(width, length));
  return result;
}

}  // namespace bitbench::masks
