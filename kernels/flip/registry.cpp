// The flip implementations, in priority order: the reference first, then the kernels from the
// plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/flip/<name>.cpp defining `extern const Implementation <name>`, then add one line here.

#include "core/registry.hpp"

#include "flip/flip.hpp"

#define BITBENCH_FLIP_IMPLEMENTATIONS(X) \
  X(reference)                           \
  X(scalar_loop)                         \
  X(scalar_unrolled)                     \
  X(scalar_branchless)                   \
  X(scalar_shiftfill)                    \
  X(scalar_bitscan)                      \
  X(scalar_carry)                        \
  X(scalar_carry32)                      \
  X(scalar_roxane)                       \
  X(scalar_kindergarten)                 \
  X(scalar_seeded_kindergarten)          \
  X(lzcnt_bitscan)                       \
  X(bmi2_pext)                           \
  X(sse42_ppfill)                        \
  X(sse42_acepck)                        \
  X(sse42_bswap)                         \
  X(sse42_shufmax)                       \
  X(sse42_rows16)                        \
  X(neon_ppfill)                         \
  X(neon_acepck)                         \
  X(neon_mirrored)                       \
  X(neon_bitscan)                        \
  X(neon_lzcnt)                          \
  X(neon_rbit)                           \
  X(neon_rows16)                         \
  X(avx2_ppfill)                         \
  X(avx2_acepck)                         \
  X(avx2_ppseq)                          \
  X(avx2_shufmax)                        \
  X(avx2_rows16)                         \
  X(avx512_lzcnt)                        \
  X(avx512_ppfill)                       \
  X(avx512_rows16)                       \
  X(avx512_acepck)                       \
  X(avx512_lzcnt128)                     \
  X(avx512_lzcnt256)                     \
  X(avx512_cvtps)                        \
  X(avx2_lines)                          \
  X(gfni_mirrored)                       \
  X(null)

namespace bitbench::flip {
BITBENCH_REGISTRY(BITBENCH_FLIP_IMPLEMENTATIONS)
}  // namespace bitbench::flip
