// The board-transform implementations, in priority order: the reference first, then the kernels
// from the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/transform/<name>.cpp defining `extern const Implementation <name>`, then add one line
// here.

#include "core/registry.hpp"

#include "transform/transform.hpp"

#define BITBENCH_TRANSFORM_IMPLEMENTATIONS(X) \
  X(reference)                                \
  X(array2d_reference)                        \
  X(array1d_reference)                        \
  X(scalar_ds)                                \
  X(scalar_ds_dense)                          \
  X(scalar_sa)                                \
  X(scalar_dc)                                \
  X(scalar_8x8)                               \
  X(gfni_8x8)                                 \
  X(scalar_block64)                           \
  X(sse42_dc)                                 \
  X(sse42_block64)                            \
  X(neon_dc)                                  \
  X(neon_block64)                             \
  X(avx512_dc)                                \
  X(avx512_block64)                           \
  X(avx2_dc)                                  \
  X(avx2_block64)                             \
  X(gfni_block64)                             \
  X(null)

namespace bitbench::transform {
BITBENCH_REGISTRY(BITBENCH_TRANSFORM_IMPLEMENTATIONS)
}  // namespace bitbench::transform
