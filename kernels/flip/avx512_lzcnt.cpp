// The registration of avx512_lzcnt (kernels/flip/avx512_lzcnt.hpp).

#include "flip/avx512_lzcnt.hpp"

namespace bitbench::flip {
extern const Implementation avx512_lzcnt = at_sides<4, 6, 8>(rays512::kKernel);

}  // namespace bitbench::flip
