// The wide-bitboard primitive implementations, in priority order: the reference first, then the
// kernels from the plainest to the fastest known, then the null kernel; each line names an
// implementation, says what it computes and whose idea it is. Adding a kernel: write
// kernels/bits/<name>.cpp defining `extern const Implementation <name>`, then add its line here.

#include "core/registry.hpp"

#include "bits/bits.hpp"

namespace bitbench::bits {

#define BITBENCH_BITS_IMPLEMENTATIONS(X)                                                   \
  X(reference, "bit by bit over the bit indices: ripple carry, search for the lowest bit") \
  X(scalar_words, "the word-by-word operators of Bits<W> in general-purpose registers")    \
  X(avx2_lanes,                                                                            \
    "the board in one vector register: lane moves by vpermd, carries as 4-bit lane masks") \
  X(null, "returns a ^ b for every operation: the cost of the loops alone")                \
  X(avx2_null, "returns a ^ b: in one vector register in throughput, word by word in the chain")

BITBENCH_REGISTRY(BITBENCH_BITS_IMPLEMENTATIONS)
}  // namespace bitbench::bits
