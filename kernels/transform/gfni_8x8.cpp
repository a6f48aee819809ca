// The 8x8 transforms by GFNI's affine instruction, gf2p8affineqb (Intel's Software Developer's
// Manual, "GF2P8AFFINEQB"). It multiplies each byte x of its first operand by the 8 x 8 bit
// matrix A of its second, one matrix per 64-bit lane: bit i of the result is the parity of
// x AND byte 7 - i of A.
// - With the board as the bytes and A the matrix whose byte j is bit j, each byte's bits come
//   out reversed: mirror.
// - With the board as the matrix and the unit bytes (byte k = bit k) as the bytes, byte k of the
//   result takes bit k of every row, the rows read from 7 down: row k is column k read upward,
//   the clockwise rotation. Byte-swapping the board first (flip) gives the transpose; the unit
//   bytes in reverse order give the other two, the anti-transpose and rotate270.
// - The canonical form computes all 8 images in the 8 lanes of one 512-bit vector, each lane
//   with its own bytes and matrix, and keeps their unsigned minimum.
// N = 8 is a power of two: padded and dense are the same bits (registered as padded).

#include <immintrin.h>

#include <cstdint>

#include "transform/gfni_matrices.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

using namespace gfni;

std::uint64_t affine(long long bytes, long long matrix) {
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(
      _mm_gf2p8affine_epi64_epi8(_mm_cvtsi64_si128(bytes), _mm_cvtsi64_si128(matrix), 0)));
}

long long word_of(const BoardOf<8, Layout::kPadded>& b) {
  return static_cast<long long>(b.words[0]);
}

long long flipped_word_of(const BoardOf<8, Layout::kPadded>& b) {
  return static_cast<long long>(__builtin_bswap64(b.words[0]));
}

template <int N>
struct Gfni8x8Ops {
  static_assert(N == 8);
  using Board = BoardOf<8, Layout::kPadded>;

  static Board mirror(const Board& b) { return {affine(word_of(b), kReverseBits)}; }
  static Board flip(const Board& b) { return {__builtin_bswap64(b.words[0])}; }
  static Board transpose(const Board& b) { return {affine(kUnitBytes, flipped_word_of(b))}; }
  static Board rotate90(const Board& b) { return {affine(kUnitBytes, word_of(b))}; }
  static Board rotate270(const Board& b) { return {affine(kReversedUnits, flipped_word_of(b))}; }
  static Board anti_transpose(const Board& b) { return {affine(kReversedUnits, word_of(b))}; }
  static Board rotate180(const Board& b) { return {affine(flipped_word_of(b), kReverseBits)}; }

  // Lanes: the identity, mirror, flip, rotate180, then transpose, rotate90, rotate270 and the
  // anti-transpose.
  static Board symmetries(const Board& b) {
    const __m512i board = _mm512_set1_epi64(word_of(b));
    const __m512i flipped = _mm512_set1_epi64(flipped_word_of(b));
    const __m512i bytes = _mm512_mask_blend_epi64(
        0xf0, _mm512_mask_blend_epi64(0x0c, board, flipped),
        _mm512_set_epi64(kReversedUnits, kReversedUnits, kUnitBytes, kUnitBytes, 0, 0, 0, 0));
    const __m512i matrices = _mm512_mask_blend_epi64(
        0xa0,
        _mm512_mask_blend_epi64(
            0x50, _mm512_set_epi64(0, 0, 0, 0, kReverseBits, kIdentity, kReverseBits, kIdentity),
            flipped),
        board);
    return {static_cast<std::uint64_t>(
        _mm512_reduce_min_epu64(_mm512_gf2p8affine_epi64_epi8(bytes, matrices, 0)))};
  }
};

}  // namespace

extern const Implementation gfni_8x8 =
    at_sides<Layout::kPadded, 8>([]<int N> { return Gfni8x8Ops<N>{}; });

}  // namespace bitbench::transform
