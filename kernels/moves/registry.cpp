// The legal-move implementations, in priority order: the reference first, then the kernels from
// the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/moves/<name>.cpp defining `extern const Implementation <name>`, then add one line here.

#include "core/registry.hpp"

#include "moves/moves.hpp"

#define BITBENCH_MOVES_IMPLEMENTATIONS(X) \
  X(reference)                            \
  X(scalar_shiftfill)                     \
  X(scalar_koggestone)                    \
  X(sse42_shiftfill)                      \
  X(sse42_koggestone)                     \
  X(sse42_rows16)                         \
  X(neon_shiftfill)                       \
  X(neon_koggestone)                      \
  X(neon_rows16)                          \
  X(avx2_shiftfill)                       \
  X(avx2_rows16)                          \
  X(avx2_koggestone)                      \
  X(avx2_koggestone_ahead)                \
  X(avx512_shiftfill)                     \
  X(avx512_rows16)                        \
  X(avx512_rolv)                          \
  X(avx512_koggestone)                    \
  X(avx512_koggestone_ahead)              \
  X(avx512_ternlog_ahead)                 \
  X(vbmi_koggestone)                      \
  X(null)

namespace bitbench::moves {
BITBENCH_REGISTRY(BITBENCH_MOVES_IMPLEMENTATIONS)
}  // namespace bitbench::moves
