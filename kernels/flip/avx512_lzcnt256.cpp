// The registration of avx512_lzcnt256 (kernels/flip/avx512_lzcnt256.hpp).

#include "flip/avx512_lzcnt256.hpp"

namespace bitbench::flip {
extern const Implementation avx512_lzcnt256 = at_sides<4, 6, 8>(
    lzcnt256::kKernel, {"avx512_lzcnt256",
                        "avx512_lzcnt on two 256-bit vectors (AVX-512VL): the 4 rays toward "
                        "higher bits by x ^ (x - 1), the 4 toward lower bits by vplzcntq and "
                        "vpsravq, kept where an own disc ends them"});

}  // namespace bitbench::flip
