// The perft pairs, in priority order: each flip kernel with the legal-move kernel of its tier,
// in the flip registry's order, then each legal-move kernel with the flip kernel of its tier.
// Adding a pair: one BITBENCH_PERFT_PAIR line in the pair file of its tier
// (kernels/perft/<tier>_pairs.cpp), then its line here, X(flip, moves): the pair is defined as
// flip_with_moves, named flip__moves and described by its two kernels.

#include "core/registry.hpp"

#include "perft/perft.hpp"

#define BITBENCH_PERFT_PAIRS(X)           \
  X(reference, reference)                 \
  X(scalar_loop, scalar_koggestone)       \
  X(scalar_unrolled, scalar_koggestone)   \
  X(scalar_branchless, scalar_koggestone) \
  X(scalar_shiftfill, scalar_koggestone)  \
  X(scalar_bitscan, scalar_koggestone)    \
  X(scalar_carry, scalar_koggestone)      \
  X(lzcnt_bitscan, scalar_koggestone)     \
  X(sse42_ppfill, sse42_koggestone)       \
  X(sse42_acepck, sse42_koggestone)       \
  X(sse42_rows16, sse42_koggestone)       \
  X(neon_ppfill, neon_koggestone)         \
  X(neon_acepck, neon_koggestone)         \
  X(neon_rows16, neon_koggestone)         \
  X(avx2_ppfill, avx2_koggestone)         \
  X(avx2_acepck, avx2_koggestone)         \
  X(avx2_rows16, avx2_koggestone)         \
  X(avx512_lzcnt, avx512_koggestone)      \
  X(avx512_ppfill, avx512_koggestone)     \
  X(avx512_rows16, avx512_koggestone)     \
  X(avx512_acepck, avx512_koggestone)     \
  X(avx512_lzcnt128, avx512_koggestone)   \
  X(avx512_lzcnt256, avx512_koggestone)   \
  X(avx2_lines, avx2_koggestone)          \
  X(scalar_bitscan, reference)            \
  X(scalar_bitscan, scalar_shiftfill)     \
  X(sse42_acepck, sse42_shiftfill)        \
  X(scalar_bitscan, sse42_shiftfill)      \
  X(scalar_bitscan, sse42_koggestone)     \
  X(scalar_bitscan, sse42_rows16)         \
  X(neon_acepck, neon_shiftfill)          \
  X(scalar_bitscan, neon_shiftfill)       \
  X(scalar_bitscan, neon_koggestone)      \
  X(scalar_bitscan, neon_rows16)          \
  X(avx2_acepck, avx2_shiftfill)          \
  X(avx2_lines, avx2_shiftfill)           \
  X(avx2_lines, avx2_rows16)              \
  X(avx512_acepck, avx512_shiftfill)      \
  X(avx2_lines, avx512_shiftfill)         \
  X(avx2_lines, avx512_rows16)            \
  X(avx512_acepck, avx512_rolv)           \
  X(avx2_lines, avx512_koggestone)

#define BITBENCH_DECLARE_PAIR(flip, moves) BITBENCH_DECLARE_WEAK(flip##_with_##moves)
#define BITBENCH_CATALOGUED_PAIR(flip, moves) \
  {&flip##_with_##moves, #flip "__" #moves, "perft with flip/" #flip " and moves/" #moves},

namespace bitbench::perft {
BITBENCH_REGISTRY_OF(BITBENCH_PERFT_PAIRS, BITBENCH_DECLARE_PAIR, BITBENCH_CATALOGUED_PAIR)

// The pair of each tier's fastest flip kernel (the last of its tier in the flip registry) with
// its legal moves, the widest tier first.
std::span<const std::string_view> default_pairs() {
  static constexpr std::string_view kPreferred[] = {
      "avx512_lzcnt256__avx512_koggestone",  // 4 to 8
      "avx2_lines__avx2_koggestone",         // 10 to 16
      "avx2_acepck__avx2_koggestone",        // 4 to 8
      "neon_acepck__neon_koggestone",        // 4 to 8
      "neon_rows16__neon_koggestone",        // 10 to 16
      "sse42_acepck__sse42_koggestone",      // 4 to 8
      "sse42_rows16__sse42_koggestone",      // 10 to 16
      "lzcnt_bitscan__scalar_koggestone",   "scalar_carry__scalar_koggestone",
  };
  return kPreferred;
}

}  // namespace bitbench::perft
