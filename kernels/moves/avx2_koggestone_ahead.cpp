// Legal moves by Kogge-Stone fill for the shortest chain on AVX2
// (kernels/moves/simd_koggestone_ahead.hpp). No perft trees: a tree's calls are independent,
// where avx2_koggestone is faster.

#include "moves/simd_koggestone_ahead.hpp"

namespace bitbench::moves {
extern const Implementation avx2_koggestone_ahead =
    koggestone_ahead::Kernel::implementation<xsimd::avx2>();
}  // namespace bitbench::moves
