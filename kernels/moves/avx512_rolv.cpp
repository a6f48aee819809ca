// The registration of avx512_rolv (kernels/moves/avx512_rolv.hpp).

#include "moves/avx512_rolv.hpp"

namespace bitbench::moves {
extern const Implementation avx512_rolv = at_sides<8>(rolv::kKernel);

}  // namespace bitbench::moves
