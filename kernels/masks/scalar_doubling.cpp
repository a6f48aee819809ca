// The doubling builder: start from one copy of the pattern, then double the run already
// built, r |= r << run with run = l, 2l, 4l, ..., until it covers l * n bits, and clear the
// bits beyond l * n (the last doubling may overshoot). ceil(log2 n) shifts of the wide board
// instead of the n of the loop method of the any-size bitboard document (seed 004).

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_scalar_doubling(std::uint64_t pattern, int length) {
  MaskBoard<width> result;
  result.words[0] = one_copy(pattern, length);
  double_up_to(result, length, repeated_bits(width, length));
  return result;
}

}  // namespace

extern const Implementation scalar_doubling =
    at_every_width([]<int kWidth> { return &mask_scalar_doubling<kWidth>; });

}  // namespace bitbench::masks
