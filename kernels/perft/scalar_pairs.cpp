// The perft pairs of the baseline tier: each scalar flip kernel with the Kogge-Stone legal
// moves, and the bit-scan flip with the other scalar legal-move kernels.

#include "flip/bitscan.hpp"
#include "flip/reference.hpp"
#include "flip/scalar_branchless.hpp"
#include "flip/scalar_carry.hpp"
#include "flip/scalar_loop.hpp"
#include "flip/scalar_shiftfill.hpp"
#include "flip/scalar_unrolled.hpp"
#include "moves/koggestone.hpp"
#include "moves/reference.hpp"
#include "moves/scalar_shiftfill.hpp"
#include "perft/perft.hpp"

namespace bitbench::perft {
namespace {
namespace flip_kernel {
constexpr auto reference = flip::reference_walk::kKernel;
constexpr auto scalar_loop = flip::loop::kKernel;
constexpr auto scalar_unrolled = flip::unrolled::kKernel;
constexpr auto scalar_branchless = flip::branchless::kKernel;
constexpr auto scalar_shiftfill = flip::shiftfill::kKernel;
constexpr auto scalar_bitscan = flip::bitscan::kKernel;
constexpr auto scalar_carry = flip::carry::kKernel;
}  // namespace flip_kernel
namespace moves_kernel {
constexpr auto reference = moves::reference_walk::kKernel;
constexpr auto scalar_koggestone = moves::koggestone::kKernel;
constexpr auto scalar_shiftfill = moves::shiftfill::kKernel;
}  // namespace moves_kernel
}  // namespace

// The pair every other is checked against.
BITBENCH_PERFT_PAIR(reference, reference, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_loop, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_unrolled, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_branchless, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_shiftfill, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_bitscan, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_carry, scalar_koggestone, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_bitscan, reference, 4, 6, 8, 10, 12, 14, 16)
BITBENCH_PERFT_PAIR(scalar_bitscan, scalar_shiftfill, 4, 6, 8, 10, 12, 14, 16)

}  // namespace bitbench::perft
