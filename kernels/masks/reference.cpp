// The reference mask builder: R(b, l, n) set bit by bit, as the definition in the any-size
// bitboard document (seed 004) reads: bit i of the result is bit i % l of the pattern, for
// every i below l * n. No shifts of the wide board, so that it is obviously right.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_reference(std::uint64_t pattern, int length) {
  MaskBoard<width> result;
  const int total = width / length * length;
  for (int i = 0; i < total; ++i) {
    if ((pattern >> (i % length)) & 1) set_bit(result, i);
  }
  return result;
}

}  // namespace

extern const Implementation reference =
    at_every_width([]<int kWidth> { return &mask_reference<kWidth>; });

}  // namespace bitbench::masks
