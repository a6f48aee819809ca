// The bits implementations, in priority order: the reference first, then the kernels from
// the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/bits/<name>.cpp defining `extern const BitsImplementation <name>`, then add one
// line to this list.

#include "bits/bits.hpp"

#define BITBENCH_BITS_IMPLEMENTATIONS(X) \
  X(reference)                           \
  X(scalar_words)                        \
  X(avx2_lanes)                          \
  X(null)

namespace bitbench::bits {

#define BITBENCH_DECLARE(name) extern const BitsImplementation name;
BITBENCH_BITS_IMPLEMENTATIONS(BITBENCH_DECLARE)
#undef BITBENCH_DECLARE

std::span<const BitsImplementation* const> implementations() {
#define BITBENCH_ADDRESS(name) &name,
  static const BitsImplementation* const list[] = {BITBENCH_BITS_IMPLEMENTATIONS(BITBENCH_ADDRESS)};
#undef BITBENCH_ADDRESS
  return list;
}

}  // namespace bitbench::bits
