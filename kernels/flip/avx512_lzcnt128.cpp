// The registration of avx512_lzcnt128 (kernels/flip/avx512_lzcnt128.hpp).

#include "flip/avx512_lzcnt128.hpp"

namespace bitbench::flip {
extern const Implementation avx512_lzcnt128 = at_sides<4, 6, 8>(lzcnt128::kKernel);

}  // namespace bitbench::flip
