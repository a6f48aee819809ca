// The registration of avx512_lzcnt (kernels/flip/avx512_lzcnt.hpp).

#include "flip/avx512_lzcnt.hpp"

namespace bitbench::flip {
extern const Implementation avx512_lzcnt = at_sides<4, 6, 8>(
    rays512::kKernel, {"avx512_lzcnt",
                       "AVX-512, the 8 rays in one 512-bit vector: the run to the nearest "
                       "non-opponent square by x ^ (x - 1) or vplzcntq and vpsravq, kept where "
                       "an own disc ends it (vptestmq, a zero-masked andnot)"});

}  // namespace bitbench::flip
