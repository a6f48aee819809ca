// The loop builder, the first method of the any-size bitboard document (seed 004): n times,
// OR the pattern into the result and shift the pattern l bits higher. Each step shifts the
// whole wide board, so the cost grows with n times the board's words.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_scalar_loop(std::uint64_t pattern, int length) {
  MaskBoard<width> copy;
  copy.words[0] = pattern & (~std::uint64_t{0} >> (64 - length));
  MaskBoard<width> result;
  const int count = width / length;
  for (int i = 0; i < count; ++i) {
    result |= copy;
    copy <<= length;
  }
  return result;
}

template <int width>
constexpr Entry kEntry = at_width<width, mask_scalar_loop<width>>;
constexpr Entry kEntries[] = {kEntry<64>,   kEntry<128>,  kEntry<256>,  kEntry<512>,  kEntry<1024>,
                              kEntry<2048>, kEntry<4096>, kEntry<8192>, kEntry<16384>};

}  // namespace

extern const Implementation scalar_loop{
    {"scalar_loop", "n steps of result |= copy, copy <<= l on the wide board", 0}, kEntries};

}  // namespace bitbench::masks
