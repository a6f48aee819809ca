// The registration of avx512_lzcnt256 (kernels/flip/avx512_lzcnt256.hpp).

#include "flip/avx512_lzcnt256.hpp"

namespace bitbench::flip {
extern const Implementation avx512_lzcnt256 = at_sides<4, 6, 8>(lzcnt256::kKernel);

}  // namespace bitbench::flip
