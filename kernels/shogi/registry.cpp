// The shogi sliding-attack implementations, in priority order: the reference first, then the
// kernels from the plainest to the fastest known, then the null kernel; each line names an
// implementation, says what it computes and whose idea it is, and the instructions it needs to be
// fast. Adding a kernel: write kernels/shogi/<name>.cpp defining `extern const Implementation
// <name>`, then add its line here.

#include "core/registry.hpp"

#include "shogi/shogi.hpp"

namespace bitbench::shogi {

#define BITBENCH_SHOGI_IMPLEMENTATIONS(X)                                                        \
  X(reference, "walks each ray square by square with file and rank coordinates", "none")         \
  X(scalar_classical,                                                                            \
    "shogi classical ray attacks (the shogi document): per-direction ray tables, nearest "       \
    "blocker by forward or reverse bit scan with a sentinel, ray cut with the blocker's ray",    \
    "tzcnt, lzcnt")                                                                              \
  X(scalar_magic,                                                                                \
    "shogi fancy magic bitboards for rook and bishop: ((occ & mask).w0 | (occ & mask).w1) * "    \
    "magic >> shift per square, magics from the project's seeded search; lances by subtraction " \
    "and bit scan on their file",                                                                \
    "imul64, lzcnt")                                                                             \
  X(bmi2_pext,                                                                                   \
    "shogi PEXT bitboards: PEXT of the two masked words ORed (they never overlap) indexes a "    \
    "per-square table of attack sets for rook, bishop and lances, built on first use",           \
    "pext")                                                                                      \
  X(scalar_qugiy,                                                                                \
    "shogi Qugiy attacks (YaneuraOu) in 128-bit integers: x ^ (x - 1) per ray, byte-swapped "    \
    "for the rays toward lower bits; files toward rank 0 by a bit scan",                         \
    "bswap, lzcnt")                                                                              \
  X(sse42_qugiy,                                                                                 \
    "shogi Qugiy attacks (YaneuraOu) in SSE4.2 registers: x ^ (x - 1) per ray, byte-reversed "   \
    "by PSHUFB for the rays toward lower bits; files toward rank 0 by a bit scan",               \
    "lzcnt")                                                                                     \
  X(neon_qugiy,                                                                                  \
    "shogi Qugiy attacks (YaneuraOu) in NEON registers: x ^ (x - 1) per ray, byte-reversed by "  \
    "REV64 and EXT for the rays toward lower bits; files toward rank 0 by CLZ",                  \
    "lzcnt")                                                                                     \
  X(avx2_qugiy,                                                                                  \
    "shogi Qugiy attacks (YaneuraOu): x ^ (x - 1) over the 128-bit masked occupancy in AVX2 "    \
    "lanes, byte-reversed for the rays toward lower bits; files toward rank 0 by LZCNT",         \
    "lzcnt")                                                                                     \
  X(null, "returns occ with sq folded in: the cost of the loops alone, not an attack set", "none")

BITBENCH_REGISTRY(BITBENCH_SHOGI_IMPLEMENTATIONS)
}  // namespace bitbench::shogi
