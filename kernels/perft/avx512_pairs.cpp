// The perft pairs of the AVX-512 tier: each AVX-512 flip kernel with the Kogge-Stone legal
// moves, and each AVX-512 legal-move kernel with the acepck flip up to 8x8, the AVX2 lines flip
// beyond (compiled here with AVX-512's flags).

#include "flip/avx2_lines.hpp"
#include "flip/avx512_lzcnt.hpp"
#include "flip/avx512_lzcnt128.hpp"
#include "flip/avx512_lzcnt256.hpp"
#include "moves/avx512_rolv.hpp"
#include "perft/simd_pairs.hpp"

namespace bitbench::perft {
namespace {
namespace flip_kernel {
constexpr auto avx512_lzcnt = flip::rays512::kKernel;
constexpr auto avx512_lzcnt128 = flip::lzcnt128::kKernel;
constexpr auto avx512_lzcnt256 = flip::lzcnt256::kKernel;
}  // namespace flip_kernel
namespace moves_kernel {
constexpr auto avx512_rolv = moves::rolv::kKernel;
}  // namespace moves_kernel
}  // namespace

BITBENCH_SIMD_PAIRS(avx512, xsimd::avx512bw, avx2_lines, flip::lines::kKernel)
BITBENCH_PERFT_PAIR(avx512_lzcnt, avx512_koggestone, 4, 6, 8)
BITBENCH_PERFT_PAIR(avx512_lzcnt128, avx512_koggestone, 4, 6, 8)
BITBENCH_PERFT_PAIR(avx512_lzcnt256, avx512_koggestone, 4, 6, 8)
BITBENCH_PERFT_PAIR(avx512_acepck, avx512_rolv, 8)

}  // namespace bitbench::perft
