// The shogi sliding-attack implementations, in priority order: the reference first, then the
// kernels from the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/shogi/<name>.cpp defining `extern const Implementation <name>`, then add one line here.

#include "core/registry.hpp"

#include "shogi/shogi.hpp"

#define BITBENCH_SHOGI_IMPLEMENTATIONS(X) \
  X(reference)                            \
  X(scalar_classical)                     \
  X(scalar_magic)                         \
  X(bmi2_pext)                            \
  X(scalar_qugiy)                         \
  X(sse42_qugiy)                          \
  X(neon_qugiy)                           \
  X(avx2_qugiy)                           \
  X(null)

namespace bitbench::shogi {
BITBENCH_REGISTRY(BITBENCH_SHOGI_IMPLEMENTATIONS)
}  // namespace bitbench::shogi
