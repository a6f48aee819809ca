// The divide-and-conquer transpose of the any-size bitboard document (seed 004), its
// transpose_dc, on the padded layout (P x P bits, P the next power of two at or above N): stage
// i, ni = P/2, P/4, ..., 1, swaps in every 2ni x 2ni block its top-right ni x ni block with its
// bottom-left one, squares (r, c) with c & ni set and r & ni clear going to (r + ni, c - ni),
// (P - 1) * ni bits above. After the stage of ni every 2ni x 2ni block is transposed, so log2 P
// swaps transpose the P x P board, and the N x N board with it (its squares stay inside; the
// padding is zero in and out). The masks are the document's three formulas, built at compile
// time with the masks family's R(b, l, n) (masks/periodic.hpp):
//   M1 = ((1 << ni) - 1) << ni            one row of one 2ni-column group
//   M3 = R(M1, 2 ni, P / 2)               ni rows of P columns
//   m  = R(M3, 2 ni P, P / (2 ni))        every other ni rows, over the board
// R takes patterns of up to 64 bits; a longer pattern (a row of 128 columns, blocks of rows) is
// a whole number of words and repeats word by word. Flip and mirror are the swap-all methods
// of scalar_sa. Tables and the word-level swap: transform/delta_swap.hpp.

#include <array>

#include "masks/periodic.hpp"
#include "transform/delta_swap.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

// R(b, l, n) of the document on a board of W words, b the low l bits of `pattern`; a length
// over 64 bits is a whole number of words.
template <int W>
constexpr Bits<W> repeat(const Bits<W>& pattern, int length, int count) {
  Bits<W> result;
  if (length <= 64) {
    result = masks::repeat_periodic<W>(pattern.words[0], length);
  } else {
    for (int k = 0; k < W; ++k) result.words[k] = pattern.words[k % (length / 64)];
  }
  return result & low_mask<W>(length * count);
}

template <int N>
struct ScalarDcOps : SwapAllOps<N> {
  using Board = typename SwapAllOps<N>::Board;
  static constexpr int P = SwapAllOps<N>::P;

  static constexpr auto kTransposeSwaps = [] {
    std::array<DeltaSwap<Board>, halvings(P)> swaps{};
    int ni = P;
    for (auto& swap : swaps) {
      ni /= 2;
      const Board m1 = low_mask<Board::kWords>(ni) << ni;
      const Board m3 = repeat(m1, 2 * ni, P / 2);
      swap = {(P - 1) * ni, repeat(m3, 2 * ni * P, P / (2 * ni))};
    }
    return swaps;
  }();

  static Board transpose(Board b) {
    delta_swaps<kTransposeSwaps>(b);
    return b;
  }
};

}  // namespace

extern const Implementation scalar_dc =
    at_every_padded_side([]<int N> { return ScalarDcOps<N>{}; });

}  // namespace bitbench::transform
