// The periodic builder: R(b, l, n) below bit l * n is the periodic sequence s(i) = bit i % l
// of b (the repetition of the any-size bitboard document, seed 004), so word k is the 64-bit
// window of s starting at bit 64k, and s is periodic with period l: that window is the window
// starting at (64k) mod l. The pattern is repeated once to fill 128 bits; each word is then
// one funnel shift of those two words, and the phase advances by 64 mod l per word. O(words),
// independent of n; only the top word is cut at l * n.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

using Uint128 = unsigned __int128;

template <int width>
MaskBoard<width> mask_scalar_periodic(std::uint64_t pattern, int length) {
  const std::uint64_t ones = ~std::uint64_t{0};
  Uint128 window = pattern & (ones >> (64 - length));
  for (int run = length; run < 128; run *= 2) window |= window << run;
  const std::uint64_t low = static_cast<std::uint64_t>(window);
  const std::uint64_t high = static_cast<std::uint64_t>(window >> 64);
  const int step = 64 % length;
  MaskBoard<width> result;
  int phase = 0;  // (64 k) mod l for word k
  for (int k = 0; k < width / 64; ++k) {
    result.words[k] = (low >> phase) | (high << 1 << (63 - phase));
    phase += step;
    phase -= phase >= length ? length : 0;
  }
  // Only the top word can hold bits beyond l * n: l * n > width - l >= width - 64.
  result.words[width / 64 - 1] &= ones >> (width % length);
  return result;
}

template <int width>
constexpr MaskSize kSize{width, mask_loops<mask_scalar_periodic<width>>};
constexpr MaskSize kSizes[] = {kSize<64>,   kSize<128>,  kSize<256>,  kSize<512>,  kSize<1024>,
                               kSize<2048>, kSize<4096>, kSize<8192>, kSize<16384>};

}  // namespace

extern const MaskImplementation scalar_periodic{
    "scalar_periodic",
    "word k = 64-bit window at phase (64k) mod l of the pattern repeated over 128 bits; "
    "one funnel shift per word, top word trimmed",
    0, kSizes};

}  // namespace bitbench::masks
