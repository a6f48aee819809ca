// The last-flip implementations, in priority order: the reference first, then the kernels from
// the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/last_flip/<name>.cpp defining `extern const Implementation <name>`, then add one line
// here.

#include "core/registry.hpp"

#include "last_flip/last_flip.hpp"

#define BITBENCH_LAST_FLIP_IMPLEMENTATIONS(X) \
  X(reference)                                \
  X(scalar_bitscan)                           \
  X(scalar_kindergarten)                      \
  X(scalar_packed)                            \
  X(scalar_packed32)                          \
  X(scalar_carry)                             \
  X(lzcnt_bitscan)                            \
  X(lzcnt_row_shift)                          \
  X(bmi2_pext)                                \
  X(bmi2_pext_kindergarten)                   \
  X(sse42_sad)                                \
  X(sse42_ppfill)                             \
  X(neon_addv)                                \
  X(neon_ppfill)                              \
  X(avx2_ppfill)                              \
  X(avx512_ppfill)                            \
  X(avx512_lzcnt)                             \
  X(avx512_lzcnt_both)                        \
  X(null)

namespace bitbench::last_flip {
BITBENCH_REGISTRY(BITBENCH_LAST_FLIP_IMPLEMENTATIONS)
}  // namespace bitbench::last_flip
