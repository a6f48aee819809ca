// The swap-all transforms of the any-size bitboard document (seed 004) on the padded layout
// (P x P bits, P the next power of two at or above N): flip is its fliplr_sa, reversing all P
// rows with log2 P swaps of exactly halved row blocks, then shifting the board down by P - N
// rows (row r went to P-1-r and belongs at N-1-r); mirror reverses all P bits of every row the
// same way and shifts by P - N bits. Transpose is the document's transpose_ds (one swap per
// diagonal, N - 1 of them), as in scalar_ds, so that beside scalar_ds this measures swap-all
// against delta swaps for flip and mirror, and beside scalar_dc, transpose_ds against
// transpose_dc. Tables and the word-level swap: transform/delta_swap.hpp.

#include "transform/delta_swap.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

template <int N>
struct ScalarSaOps : SwapAllOps<N> {
  using Board = typename SwapAllOps<N>::Board;
  static Board transpose(const Board& b) {
    return DeltaSwapOps<Layout::kPadded>::Ops<N>::transpose(b);
  }
};

}  // namespace

extern const Implementation scalar_sa =
    at_every_padded_side([]<int N> { return ScalarSaOps<N>{}; });

}  // namespace bitbench::transform
