// The perft pairs, in priority order: each flip kernel with the legal-move kernel of its tier,
// in the flip registry's order, then each legal-move kernel with the flip kernel of its tier.
// Adding a pair: one BITBENCH_PERFT_PAIR line in the pair file of its tier
// (kernels/perft/<tier>_pairs.cpp), then one line here; the pair is named <flip>__<moves>.

#include "core/registry.hpp"

#include "perft/perft.hpp"

#define BITBENCH_PERFT_PAIRS(X)               \
  X(reference_with_reference)                 \
  X(scalar_loop_with_scalar_koggestone)       \
  X(scalar_unrolled_with_scalar_koggestone)   \
  X(scalar_branchless_with_scalar_koggestone) \
  X(scalar_shiftfill_with_scalar_koggestone)  \
  X(scalar_bitscan_with_scalar_koggestone)    \
  X(scalar_carry_with_scalar_koggestone)      \
  X(lzcnt_bitscan_with_scalar_koggestone)     \
  X(sse42_ppfill_with_sse42_koggestone)       \
  X(sse42_acepck_with_sse42_koggestone)       \
  X(sse42_rows16_with_sse42_koggestone)       \
  X(neon_ppfill_with_neon_koggestone)         \
  X(neon_acepck_with_neon_koggestone)         \
  X(neon_rows16_with_neon_koggestone)         \
  X(avx2_ppfill_with_avx2_koggestone)         \
  X(avx2_acepck_with_avx2_koggestone)         \
  X(avx2_rows16_with_avx2_koggestone)         \
  X(avx512_lzcnt_with_avx512_koggestone)      \
  X(avx512_ppfill_with_avx512_koggestone)     \
  X(avx512_rows16_with_avx512_koggestone)     \
  X(avx512_acepck_with_avx512_koggestone)     \
  X(avx512_lzcnt128_with_avx512_koggestone)   \
  X(avx512_lzcnt256_with_avx512_koggestone)   \
  X(avx2_lines_with_avx2_koggestone)          \
  X(scalar_bitscan_with_reference)            \
  X(scalar_bitscan_with_scalar_shiftfill)     \
  X(sse42_acepck_with_sse42_shiftfill)        \
  X(scalar_bitscan_with_sse42_shiftfill)      \
  X(scalar_bitscan_with_sse42_koggestone)     \
  X(scalar_bitscan_with_sse42_rows16)         \
  X(neon_acepck_with_neon_shiftfill)          \
  X(scalar_bitscan_with_neon_shiftfill)       \
  X(scalar_bitscan_with_neon_koggestone)      \
  X(scalar_bitscan_with_neon_rows16)          \
  X(avx2_acepck_with_avx2_shiftfill)          \
  X(avx2_lines_with_avx2_shiftfill)           \
  X(avx2_lines_with_avx2_rows16)              \
  X(avx512_acepck_with_avx512_shiftfill)      \
  X(avx2_lines_with_avx512_shiftfill)         \
  X(avx2_lines_with_avx512_rows16)            \
  X(avx512_acepck_with_avx512_rolv)           \
  X(avx2_lines_with_avx512_koggestone)

namespace bitbench::perft {
BITBENCH_REGISTRY(BITBENCH_PERFT_PAIRS)

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
