// The perft pair of the lzcnt tier: the bit-scan flip, its reverse scans by lzcnt, with the
// Kogge-Stone legal moves.

#include "flip/bitscan.hpp"
#include "moves/koggestone.hpp"
#include "perft/perft.hpp"

namespace bitbench::perft {
namespace {
namespace flip_kernel {
constexpr auto lzcnt_bitscan = flip::bitscan::kKernel;
}  // namespace flip_kernel
namespace moves_kernel {
constexpr auto scalar_koggestone = moves::koggestone::kKernel;
}  // namespace moves_kernel
}  // namespace

BITBENCH_PERFT_PAIR(lzcnt_bitscan, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)

}  // namespace bitbench::perft
