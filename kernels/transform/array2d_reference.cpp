// The transforms on a board held as rows of arrays, one byte per square, by index arithmetic:
// the document's ListBoard (kernels/transform/array_boards.hpp).

#include "transform/array_boards.hpp"

namespace bitbench::transform {

extern const Implementation array2d_reference = array_implementation<Board2d>();

}  // namespace bitbench::transform
