// The board-transform implementations, in priority order: the reference first, then the
// kernels from the plainest to the fastest known, then the null kernel. Adding a kernel:
// write kernels/transform/<name>.cpp defining `extern const TransformImplementation <name>`,
// then add one line to this list.

#include "transform/transform.hpp"

#define BITBENCH_TRANSFORM_IMPLEMENTATIONS(X) \
  X(reference)                                \
  X(scalar_ds)                                \
  X(scalar_ds_dense)                          \
  X(scalar_sa)                                \
  X(scalar_dc)                                \
  X(scalar_8x8)                               \
  X(scalar_block64)                           \
  X(avx2_dc)                                  \
  X(avx2_block64)                             \
  X(null)

namespace bitbench::transform {

#define BITBENCH_DECLARE(name) extern const TransformImplementation name;
BITBENCH_TRANSFORM_IMPLEMENTATIONS(BITBENCH_DECLARE)
#undef BITBENCH_DECLARE

std::span<const TransformImplementation* const> implementations() {
#define BITBENCH_ADDRESS(name) &name,
  static const TransformImplementation* const list[] = {
      BITBENCH_TRANSFORM_IMPLEMENTATIONS(BITBENCH_ADDRESS)};
#undef BITBENCH_ADDRESS
  return list;
}

}  // namespace bitbench::transform
