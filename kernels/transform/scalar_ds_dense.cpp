// The delta-swap transforms of the any-size bitboard document (seed 004), as scalar_ds, on the
// dense layout (stride N, N * N bits): flip is its fliplr_ds, log2 N swaps of row blocks, each
// halving the blocks, (length + 1) / 2 rows apart so that the middle row of an odd block stays;
// mirror is the same inside every row, the column masks repeated over the N rows (a swap never
// crosses a row: its pairs lie in the N columns of one row); transpose is its transpose_ds,
// diagonal i swapping (r, r + i) with (r + i, r), (N - 1) * i bits above. The tables and the
// word-level swap are in transform/delta_swap.hpp; the other operations are composed.

#include "transform/delta_swap.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

// Only the sides where the dense layout differs from the padded one (scalar_ds has the others).

}  // namespace

extern const Implementation scalar_ds_dense = at_sides<Layout::kDense, 3, 5, 10, 50, 100>(
    []<int N> { return DeltaSwapOps<Layout::kDense>::Ops<N>{}; });

}  // namespace bitbench::transform
