// The mask-builder implementations, in priority order: the reference first, then the kernels from
// the plainest to the fastest known, then the null kernel of each tier; each line names an
// implementation, says what it computes and whose idea it is. Adding a kernel: write
// kernels/masks/<name>.cpp defining `extern const Implementation <name>`, then add its line here.

#include "core/registry.hpp"

#include "masks/masks.hpp"

namespace bitbench::masks {

#define BITBENCH_MASK_IMPLEMENTATIONS(X)                                                      \
  X(reference, "sets bit i to bit i % l of the pattern, one bit at a time")                   \
  X(gmp_loop,                                                                                 \
    "the document's loop on GMP integers: n times result |= b, b <<= l (mpz_ior, "            \
    "mpz_mul_2exp); exported to words in the call")                                           \
  X(gmp_string,                                                                               \
    "the document's string method on a GMP integer: b as l binary digits, repeated n times, " \
    "read back in base 2 (mpz_set_str); exported to words in the call")                       \
  X(gmp_geometric,                                                                            \
    "the document's geometric series on GMP integers: b * ((1 - r^n) // (1 - r)), r = 2^l "   \
    "(mpz_pow_ui, mpz_divexact); exported to words in the call")                              \
  X(scalar_loop, "n steps of result |= copy, copy <<= l on the wide board")                   \
  X(scalar_doubling, "one copy, then ceil(log2 n) steps r |= r << run, run doubling; trim")   \
  X(scalar_geometric,                                                                         \
    "b * ((2^(ln) - 1) / (2^l - 1)): exact in 64 and 128 bits (unsigned __int128); wider "    \
    "boards double the 128-bit block of floor(128 / l) copies, r |= r << run, and trim")      \
  X(scalar_periodic,                                                                          \
    "word k = 64-bit window at phase (64k) mod l of the pattern repeated over 128 bits; one " \
    "funnel shift per word, top word trimmed")                                                \
  X(sse42_periodic,                                                                           \
    "one word per 64-bit lane: each lane the 64-bit window at its phase (64k) mod l of the "  \
    "pattern over 128 bits, by per-lane variable shifts")                                     \
  X(neon_periodic, kAsAbove)                                                                  \
  X(avx512_periodic, kAsAbove)                                                                \
  X(avx2_periodic, kAsAbove)                                                                  \
  X(null, "returns the pattern in every word: the cost of the loops alone, not a mask")       \
  X(sse42_null, kAsAbove)                                                                     \
  X(avx2_null, kAsAbove)                                                                      \
  X(avx512_null, kAsAbove)

BITBENCH_REGISTRY(BITBENCH_MASK_IMPLEMENTATIONS)
}  // namespace bitbench::masks
