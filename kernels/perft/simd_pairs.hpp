#pragma once
// The perft pairs every SIMD tier has, written once: each of the tier's flip kernels (ppfill,
// acepck up to 8x8, rows16 beyond) with its Kogge-Stone legal moves, and each of its legal-move
// kernels (shift fill, Kogge-Stone, rows16) with its acepck flip up to 8x8 and `wide_flip`
// beyond (the lines flip where the tier has AVX2, else the bit-scan flip).

#include "flip/simd_acepck.hpp"
#include "flip/simd_ppfill.hpp"
#include "flip/simd_rows16.hpp"
#include "moves/simd_koggestone.hpp"
#include "moves/simd_rows16.hpp"
#include "moves/simd_shiftfill.hpp"
#include "perft/perft.hpp"

// The tier's kernels on the xsimd architecture `arch`, in the pair file's flip_kernel and
// moves_kernel namespaces, the flip kernel `wide_flip_kernel` as `wide_flip`; then the pairs.
#define BITBENCH_SIMD_PAIRS(tier, arch, wide_flip, wide_flip_kernel)                 \
  namespace {                                                                        \
  namespace flip_kernel {                                                            \
  constexpr auto tier##_ppfill = flip::ppfill::Kernel::kKernel<arch>;                \
  constexpr auto tier##_acepck = flip::acepck::Kernel::kKernel<arch>;                \
  constexpr auto tier##_rows16 = flip::rows16_lanes::kKernel<arch>;                  \
  constexpr auto wide_flip = wide_flip_kernel;                                       \
  }                                                                                  \
  namespace moves_kernel {                                                           \
  constexpr auto tier##_koggestone = moves::koggestone_lanes::Kernel::kKernel<arch>; \
  constexpr auto tier##_shiftfill = moves::shiftfill_lanes::Kernel::kKernel<arch>;   \
  constexpr auto tier##_rows16 = moves::rows16_lanes::kKernel<arch>;                 \
  }                                                                                  \
  }                                                                                  \
  BITBENCH_PERFT_PAIR(tier##_ppfill, tier##_koggestone, 4, 6, 8)                     \
  BITBENCH_PERFT_PAIR(tier##_acepck, tier##_koggestone, 4, 6, 8)                     \
  BITBENCH_PERFT_PAIR(tier##_rows16, tier##_koggestone, 10, 12, 14, 16)              \
  BITBENCH_PERFT_PAIR(tier##_acepck, tier##_shiftfill, 4, 6, 8)                      \
  BITBENCH_PERFT_PAIR(wide_flip, tier##_shiftfill, 10, 12, 14, 16)                   \
  BITBENCH_PERFT_PAIR(wide_flip, tier##_koggestone, 10, 12, 14, 16)                  \
  BITBENCH_PERFT_PAIR(wide_flip, tier##_rows16, 10, 12, 14, 16)
