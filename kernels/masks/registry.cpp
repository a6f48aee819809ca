// The mask-builder implementations, in priority order: the reference first, then the kernels from
// the plainest to the fastest known, then the null kernel of each tier. Adding a kernel: write
// kernels/masks/<name>.cpp defining `extern const Implementation <name>`, then add one line here.

#include "core/registry.hpp"

#include "masks/masks.hpp"

#define BITBENCH_MASK_IMPLEMENTATIONS(X) \
  X(reference)                           \
  X(gmp_loop)                            \
  X(gmp_string)                          \
  X(gmp_geometric)                       \
  X(scalar_loop)                         \
  X(scalar_doubling)                     \
  X(scalar_geometric)                    \
  X(scalar_periodic)                     \
  X(sse42_periodic)                      \
  X(neon_periodic)                       \
  X(avx512_periodic)                     \
  X(avx2_periodic)                       \
  X(null)                                \
  X(sse42_null)                          \
  X(avx2_null)                           \
  X(avx512_null)

namespace bitbench::masks {
BITBENCH_REGISTRY(BITBENCH_MASK_IMPLEMENTATIONS)
}  // namespace bitbench::masks
