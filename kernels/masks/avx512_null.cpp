// The null mask builder compiled for the avx512 tier (kernels/masks/null_kernel.hpp).

#include "masks/null_kernel.hpp"

namespace bitbench::masks {
extern const Implementation avx512_null = null_implementation();
}  // namespace bitbench::masks
