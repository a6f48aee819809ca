// The registration of avx512_rolv (kernels/moves/avx512_rolv.hpp).

#include "moves/avx512_rolv.hpp"

namespace bitbench::moves {
extern const Implementation avx512_rolv = at_sides<8>(
    rolv::kKernel, {"avx512_rolv",
                    "AVX-512, the 8 directions in one 512-bit vector: Kogge-Stone fill by per-lane "
                    "rotations (vprolvq) of opponent discs kept to the interior, 3 rounds; 8x8"});

}  // namespace bitbench::moves
