// The wide-bitboard primitive implementations, in priority order: the reference first, then the
// kernels from the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/bits/<name>.cpp defining `extern const Implementation <name>`, then add one line here.

#include "core/registry.hpp"

#include "bits/bits.hpp"

#define BITBENCH_BITS_IMPLEMENTATIONS(X) \
  X(reference)                           \
  X(scalar_words)                        \
  X(avx2_lanes)                          \
  X(null)                                \
  X(avx2_null)

namespace bitbench::bits {
BITBENCH_REGISTRY(BITBENCH_BITS_IMPLEMENTATIONS)
}  // namespace bitbench::bits
