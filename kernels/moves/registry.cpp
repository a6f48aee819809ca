// The legal-move implementations, in priority order: the reference first, then the kernels
// from the plainest to the fastest known, then the null kernel. Adding a kernel: write
// kernels/moves/<name>.cpp defining `extern const MovesImplementation <name>`, then add one
// line to this list.

#include "moves/moves.hpp"

#define BITBENCH_MOVES_IMPLEMENTATIONS(X) \
  X(reference)                            \
  X(scalar_shiftfill)                     \
  X(scalar_koggestone)                    \
  X(avx2_shiftfill)                       \
  X(avx2_rows16)                          \
  X(avx2_koggestone)                      \
  X(null)

namespace bitbench::moves {

#define BITBENCH_DECLARE(name) extern const MovesImplementation name;
BITBENCH_MOVES_IMPLEMENTATIONS(BITBENCH_DECLARE)
#undef BITBENCH_DECLARE

std::span<const MovesImplementation* const> implementations() {
#define BITBENCH_ADDRESS(name) &name,
  static const MovesImplementation* const list[] = {
      BITBENCH_MOVES_IMPLEMENTATIONS(BITBENCH_ADDRESS)};
#undef BITBENCH_ADDRESS
  return list;
}

}  // namespace bitbench::moves
