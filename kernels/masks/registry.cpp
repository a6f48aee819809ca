// The mask-builder implementations, in priority order: the reference first, then the
// builders from the plainest to the fastest known, then the null kernel. Adding a builder:
// write kernels/masks/<name>.cpp defining `extern const MaskImplementation <name>`, then add
// one line to this list.

#include "masks/masks.hpp"

#define BITBENCH_MASK_IMPLEMENTATIONS(X) \
  X(reference)                           \
  X(scalar_loop)                         \
  X(scalar_doubling)                     \
  X(scalar_geometric)                    \
  X(scalar_periodic)                     \
  X(avx2_periodic)                       \
  X(null)

namespace bitbench::masks {

#define BITBENCH_DECLARE(name) extern const MaskImplementation name;
BITBENCH_MASK_IMPLEMENTATIONS(BITBENCH_DECLARE)
#undef BITBENCH_DECLARE

std::span<const MaskImplementation* const> implementations() {
#define BITBENCH_ADDRESS(name) &name,
  static const MaskImplementation* const list[] = {BITBENCH_MASK_IMPLEMENTATIONS(BITBENCH_ADDRESS)};
#undef BITBENCH_ADDRESS
  return list;
}

}  // namespace bitbench::masks
