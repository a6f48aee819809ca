// The transforms on a board held as one flat array, one byte per square, by index arithmetic:
// the document's List1dBoard (kernels/transform/array_boards.hpp).

#include "transform/array_boards.hpp"

namespace bitbench::transform {

extern const Implementation array1d_reference = array_implementation<Board1d>();

}  // namespace bitbench::transform
