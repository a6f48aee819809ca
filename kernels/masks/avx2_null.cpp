// The null mask builder compiled for the avx2 tier (kernels/masks/null_kernel.hpp).

#include "masks/null_kernel.hpp"

namespace bitbench::masks {
extern const Implementation avx2_null = null_implementation();
}  // namespace bitbench::masks
