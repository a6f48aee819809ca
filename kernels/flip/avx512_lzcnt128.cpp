// The registration of avx512_lzcnt128 (kernels/flip/avx512_lzcnt128.hpp).

#include "flip/avx512_lzcnt128.hpp"

namespace bitbench::flip {
extern const Implementation avx512_lzcnt128 = at_sides<4, 6, 8>(
    lzcnt128::kKernel, {"avx512_lzcnt128",
                        "avx512_lzcnt256 on four 128-bit vectors, for the latency chain: the "
                        "results fold by ORs and lane swaps in three steps, with no extraction "
                        "of a 128-bit half"});

}  // namespace bitbench::flip
