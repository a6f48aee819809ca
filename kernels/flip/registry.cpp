// The flip implementations, in priority order: the reference first, then the kernels from
// the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/flip/<name>.cpp defining `extern const FlipImplementation <name>`, then add one
// line to this list.

#include "flip/flip.hpp"

#define BITBENCH_FLIP_IMPLEMENTATIONS(X) \
  X(reference)                           \
  X(scalar_loop)                         \
  X(scalar_unrolled)                     \
  X(scalar_branchless)                   \
  X(scalar_shiftfill)                    \
  X(scalar_bitscan)                      \
  X(scalar_carry)                        \
  X(lzcnt_bitscan)                       \
  X(avx2_ppfill)                         \
  X(avx2_acepck)                         \
  X(avx2_rows16)                         \
  X(avx2_lines)                          \
  X(null)

namespace bitbench::flip {

#define BITBENCH_DECLARE(name) extern const FlipImplementation name;
BITBENCH_FLIP_IMPLEMENTATIONS(BITBENCH_DECLARE)
#undef BITBENCH_DECLARE

std::span<const FlipImplementation* const> implementations() {
#define BITBENCH_ADDRESS(name) &name,
  static const FlipImplementation* const list[] = {BITBENCH_FLIP_IMPLEMENTATIONS(BITBENCH_ADDRESS)};
#undef BITBENCH_ADDRESS
  return list;
}

}  // namespace bitbench::flip
