// The chess sliding-attack implementations, in priority order: the reference first,
// then the kernels from the plainest to the fastest known, then the null kernel. Adding a kernel:
// write kernels/attacks/<name>.cpp defining `extern const Implementation <name>`, then add one line
// here.

#include "core/registry.hpp"

#include "attacks/attacks.hpp"

#define BITBENCH_ATTACK_IMPLEMENTATIONS(X)   \
  X(reference)                               \
  X(scalar_classical)                        \
  X(scalar_rotated)                          \
  X(scalar_rotated_ready)                    \
  X(scalar_koggestone)                       \
  X(sse42_koggestone)                        \
  X(neon_koggestone)                         \
  X(avx512_koggestone)                       \
  X(avx2_koggestone)                         \
  X(scalar_hq)                               \
  X(sse42_dual_hq)                           \
  X(neon_dual_hq)                            \
  X(avx512_dual_hq)                          \
  X(avx2_dual_hq)                            \
  X(gfni_reverse_hq)                         \
  X(scalar_genetic_8ray)                     \
  X(scalar_obstruction_difference)           \
  X(scalar_obstruction_difference_tablefree) \
  X(scalar_genetic_obstruction_difference)   \
  X(scalar_leorik)                           \
  X(scalar_leorik_tablefree)                 \
  X(bmi2_slide_arithmetic)                   \
  X(bmi2_slide_arithmetic_tablefree)         \
  X(scalar_sbamg)                            \
  X(scalar_sbamg_tablefree)                  \
  X(scalar_dumb7fill)                        \
  X(sse42_dumb7fill)                         \
  X(neon_dumb7fill)                          \
  X(avx512_dumb7fill)                        \
  X(avx2_dumb7fill)                          \
  X(scalar_exploding)                        \
  X(scalar_qbb)                              \
  X(scalar_bob_mike)                         \
  X(lzcnt_bob_mike_advanced)                 \
  X(scalar_switch)                           \
  X(scalar_magic)                            \
  X(scalar_black_magic)                      \
  X(scalar_byte_magic)                       \
  X(scalar_plain_magic)                      \
  X(scalar_folding_hash)                     \
  X(scalar_kindergarten)                     \
  X(scalar_super_sissy)                      \
  X(scalar_sissy)                            \
  X(bmi2_pext)                               \
  X(bmi2_pext_pdep)                          \
  X(bmi2_split_pext)                         \
  X(scalar_emulated_pext)                    \
  X(scalar_compress_pext)                    \
  X(null)

namespace bitbench::attacks {
BITBENCH_REGISTRY(BITBENCH_ATTACK_IMPLEMENTATIONS)
}  // namespace bitbench::attacks
