// The loop builder, the first method of the any-size bitboard document (seed 004): n times,
// OR the pattern into the result and shift the pattern l bits higher. Each step shifts the
// whole wide board, so the cost grows with n times the board's words.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_scalar_loop(std::uint64_t pattern, int length) {
  MaskBoard<width> copy;
  copy.words[0] = one_copy(pattern, length);
  MaskBoard<width> result;
  const int count = width / length;
  for (int i = 0; i < count; ++i) {
    result |= copy;
    copy <<= length;
  }
  return result;
}

}  // namespace

// n steps of the whole board: up to 16384 bits, where a call already takes milliseconds.
extern const Implementation scalar_loop =
    at_widths_up_to<16384>([]<int kWidth> { return &mask_scalar_loop<kWidth>; });

}  // namespace bitbench::masks
