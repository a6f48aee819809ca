// AVX2 flip by lines (kernels/flip/avx2_lines.hpp).

#include "flip/avx2_lines.hpp"

namespace bitbench::flip {
extern const Implementation avx2_lines = at_sides<10, 12, 14, 16>(
    []<int N> { return &lines::flips<N>; },
    {"avx2_lines",
     "AVX2, the 4 lines through the move gathered to 16-bit integers (vpmullw, vpmovmskb), "
     "flipped by carry and lzcnt, scattered back; timed with the conversions from and to the "
     "dense layout"});

}  // namespace bitbench::flip
