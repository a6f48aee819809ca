// The board-transform implementations, in priority order: the reference first, then the kernels
// from the plainest to the fastest known, then the null kernel; each line names an implementation,
// says what it computes and whose idea it is. Adding a kernel: write kernels/transform/<name>.cpp
// defining `extern const Implementation <name>`, then add its line here.

#include "core/registry.hpp"

#include "transform/transform.hpp"

namespace bitbench::transform {

#define BITBENCH_TRANSFORM_IMPLEMENTATIONS(X)                                                    \
  X(reference,                                                                                   \
    "moves each square to its image by coordinates; the canonical form is the least of the 8 "   \
    "images; padded and dense layouts")                                                          \
  X(array2d_reference,                                                                           \
    "board as rows of byte arrays, board[row][col]: each square copied to its image by index "   \
    "arithmetic; canonical form by comparing the 8 images square by square")                     \
  X(array1d_reference,                                                                           \
    "board as one flat byte array, board[row * N + col]: each square copied to its image by "    \
    "index arithmetic; canonical form by comparing the 8 images square by square")               \
  X(scalar_ds,                                                                                   \
    "delta swaps of the document: flip and mirror halve row or column blocks, (len + 1) / 2 "    \
    "apart (fliplr_ds); transpose swaps each diagonal, N - 1 swaps (transpose_ds); padded")      \
  X(scalar_ds_dense,                                                                             \
    "delta swaps of the document on the dense layout: flip and mirror halve row or column "      \
    "blocks, (len + 1) / 2 apart (fliplr_ds); transpose swaps each diagonal (transpose_ds)")     \
  X(scalar_sa,                                                                                   \
    "swap-all of the document: flip and mirror reverse all P rows or P columns in log2 P "       \
    "swaps, then shift by P - N (fliplr_sa); transpose by diagonal swaps (transpose_ds); "       \
    "padded")                                                                                    \
  X(scalar_dc,                                                                                   \
    "divide-and-conquer transpose of the document (transpose_dc): log2 P block swaps, masks by " \
    "R(b, l, n) at compile time; flip and mirror by swap-all (fliplr_sa); padded")               \
  X(scalar_8x8,                                                                                  \
    "chessprogramming wiki 8x8 forms: flip = byte swap, mirror = 3 delta swaps, transpose "      \
    "(flipDiagA1H8) and anti-transpose (flipDiagA8H1) = 3 delta swaps, rotate180 = bit "         \
    "reversal")                                                                                  \
  X(gfni_8x8,                                                                                    \
    "GFNI gf2p8affineqb: mirror = bytes times the bit-reversing matrix, the rotations and "      \
    "transposes = the unit bytes times the board (byte-swapped for two), flip = byte swap; the " \
    "canonical form as 8 affine images in one 512-bit vector and their minimum")                 \
  X(scalar_block64,                                                                              \
    "64 x 64 blocks of words: each block transposed by the six delta swap stages of the "        \
    "recursive bit-matrix transpose, the off-diagonal blocks exchanged; flip moves words, "      \
    "mirror reverses each word's bits; padded N = 64, 100, 128")                                 \
  X(sse42_dc,                                                                                    \
    "the document's whole-board delta swaps in vectors: divide-and-conquer transpose (d = "      \
    "(P-1) ni), swap-all flip and mirror then a shift to the corner; one word for P <= 8; "      \
    "padded, all N")                                                                             \
  X(sse42_block64,                                                                               \
    "rows in vectors: the delta swap stages of the recursive bit-matrix transpose, across "      \
    "vectors by lane shifts and within a vector by one shuffle and three masks, in register "    \
    "passes; flip by vector order and shuffles, mirror by byte shuffles and nibble lookups; "    \
    "padded N = 16, 32, 64, 100, 128")                                                           \
  X(neon_dc, kAsAbove)                                                                           \
  X(neon_block64, kAsAbove)                                                                      \
  X(avx512_dc, kAsAbove)                                                                         \
  X(avx512_block64, kAsAbove)                                                                    \
  X(avx2_dc, kAsAbove)                                                                           \
  X(avx2_block64, kAsAbove)                                                                      \
  X(gfni_block64,                                                                                \
    "8 x 8 blocks: gathered by byte permutes (vpermb), each transposed by gf2p8affineqb, the "   \
    "grid of blocks transposed by lane butterflies (vpermt2q); mirror = a byte shuffle and "     \
    "gf2p8affineqb bit reversal; flip as avx512_block64; padded N = 64, 100, 128")               \
  X(null,                                                                                        \
    "returns the board unchanged: the cost of the loops alone, registered as transpose; both "   \
    "layouts")

BITBENCH_REGISTRY(BITBENCH_TRANSFORM_IMPLEMENTATIONS)
}  // namespace bitbench::transform
