// The classical 8x8 transforms of the chessprogramming wiki ("Flipping Mirroring and
// Rotating"), on the one-word board: square (r, c) is bit 8r + c, row 0 in the low byte, as in
// the wiki's little-endian rank-file mapping with rank = r, file = c (N = 8 is a power of two,
// so the padded and dense layouts are the same bits; registered as padded).
// - flip (flipVertical) reverses the 8 bytes: one byte swap.
// - mirror (mirrorHorizontal) reverses the bits of every byte: three delta swaps, of
//   neighbouring bits, bit pairs and nibbles.
// - transpose (flipDiagA1H8) swaps the top-right 4x4 block with the bottom-left (28 bits
//   above), then the 2x2 and 1x1 blocks inside those (14, 7): the divide-and-conquer
//   transpose, in three delta swaps.
// - anti_transpose (flipDiagA8H1) swaps the top-left 4x4 block with the bottom-right (36 bits
//   above), then 2x2 (18) and 1x1 (9) blocks.
// - rotate180 reverses all 64 bits: byte swap, then mirror.
// - rotate90 is flip . anti_transpose, one byte swap after three delta swaps; rotate270 and
//   the canonical form are composed.
// The masks mark the lower square of each swapped pair: the wiki's masks, which mark the upper
// one, shifted down by the delta.

#include <cstdint>

#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

// The delta swap: the bits under `mask` trade places with the bits `delta` above them.
constexpr std::uint64_t delta_swap(std::uint64_t b, std::uint64_t mask, int delta) {
  const std::uint64_t t = (b ^ (b >> delta)) & mask;
  return b ^ t ^ (t << delta);
}

template <int N>
struct Scalar8x8Ops {
  static_assert(N == 8);
  using Board = BoardOf<8, Layout::kPadded>;

  static constexpr std::uint64_t mirror_word(std::uint64_t b) {
    b = delta_swap(b, 0x5555555555555555, 1);
    b = delta_swap(b, 0x3333333333333333, 2);
    return delta_swap(b, 0x0F0F0F0F0F0F0F0F, 4);
  }
  static constexpr std::uint64_t anti_transpose_word(std::uint64_t b) {
    b = delta_swap(b, 0x000000000F0F0F0F, 36);
    b = delta_swap(b, 0x0000333300003333, 18);
    return delta_swap(b, 0x0055005500550055, 9);
  }

  static Board mirror(const Board& b) { return {mirror_word(b.words[0])}; }
  static Board flip(const Board& b) { return {__builtin_bswap64(b.words[0])}; }
  static Board transpose(const Board& b) {
    std::uint64_t x = b.words[0];
    x = delta_swap(x, 0x00000000F0F0F0F0, 28);
    x = delta_swap(x, 0x0000CCCC0000CCCC, 14);
    return {delta_swap(x, 0x00AA00AA00AA00AA, 7)};
  }
  static Board anti_transpose(const Board& b) { return {anti_transpose_word(b.words[0])}; }
  static Board rotate180(const Board& b) { return {mirror_word(__builtin_bswap64(b.words[0]))}; }
  static Board rotate90(const Board& b) {
    return {__builtin_bswap64(anti_transpose_word(b.words[0]))};
  }
};

}  // namespace

extern const Implementation scalar_8x8 =
    at_sides<Layout::kPadded, 8>([]<int N> { return Scalar8x8Ops<N>{}; });

}  // namespace bitbench::transform
