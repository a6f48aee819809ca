// The closed-form builder of the any-size bitboard document (seed 004): R(b, l, n) is the
// geometric series b * (1 + 2^l + ... + 2^(l(n-1))) = b * ((2^(l n) - 1) / (2^l - 1)), one
// multiplication by an exact quotient. Up to 64 bits it is computed in one word: 2^(l n) - 1 and
// 2^l - 1 are all-ones masks, so nothing overflows and the product, below 2^(l n), is exact.
// From 128 bits on, the formula builds the block of q = floor(128 / l) copies exactly in
// unsigned __int128; a 128-bit board is that block, and a wider one replicates it by doubling
// steps r |= r << run, run = l q, 2 l q, ..., then clears the bits beyond l * n.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

using Uint128 = unsigned __int128;

template <int width>
MaskBoard<width> mask_scalar_geometric(std::uint64_t pattern, int length) {
  const std::uint64_t ones = ~std::uint64_t{0};
  const std::uint64_t copy = one_copy(pattern, length);
  MaskBoard<width> result;
  if constexpr (width <= 64) {
    const int total = repeated_bits(width, length);
    if (total == 0) return result;  // l > width: no copy fits
    result.words[0] = copy * ((ones >> (64 - total)) / (ones >> (64 - length)));
  } else {
    const Uint128 ones128 = ~Uint128{0};
    const int block_bits = 128 / length * length;
    const Uint128 block = copy * ((ones128 >> (128 - block_bits)) / (ones128 >> (128 - length)));
    result.words[0] = static_cast<std::uint64_t>(block);
    result.words[1] = static_cast<std::uint64_t>(block >> 64);
    if constexpr (width > 128) double_up_to(result, block_bits, repeated_bits(width, length));
  }
  return result;
}

}  // namespace

extern const Implementation scalar_geometric =
    at_every_width([]<int kWidth> { return &mask_scalar_geometric<kWidth>; });

}  // namespace bitbench::masks
