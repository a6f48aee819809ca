// Legal moves by Kogge-Stone fill for the shortest chain on AVX-512
// (kernels/moves/simd_koggestone_ahead.hpp). No perft trees: a tree's calls are independent,
// where avx512_koggestone is faster.

#include "moves/simd_koggestone_ahead.hpp"

namespace bitbench::moves {
extern const Implementation avx512_koggestone_ahead =
    koggestone_ahead::Kernel::implementation<xsimd::avx512bw>();
}  // namespace bitbench::moves
