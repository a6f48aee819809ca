// AVX2 flip by lines (kernels/flip/avx2_lines.hpp).

#include "flip/avx2_lines.hpp"

namespace bitbench::flip {
extern const Implementation avx2_lines =
    at_sides<10, 12, 14, 16>([]<int N> { return &lines::flips<N>; });

}  // namespace bitbench::flip
