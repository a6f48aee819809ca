// The delta-swap transforms of the any-size bitboard document (seed 004) on the padded layout
// (stride P, the next power of two at or above N): flip is its fliplr_ds, log2 N swaps of row
// blocks on the board itself, each halving the blocks, (length + 1) / 2 rows apart so that the
// middle row of an odd block stays; mirror is the same inside every row, swaps of column
// groups with the masks repeated over the rows; transpose is its transpose_ds, one swap per
// diagonal above the main one, N - 1 of them, diagonal i swapping (r, r + i) with (r + i, r),
// (P - 1) * i bits above. The tables and the word-level swap are in transform/delta_swap.hpp;
// rotations, the anti-transpose and the canonical form are composed.

#include "transform/delta_swap.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform {
extern const Implementation scalar_ds =
    at_every_padded_side([]<int N> { return DeltaSwapOps<Layout::kPadded>::Ops<N>{}; });

}  // namespace bitbench::transform
