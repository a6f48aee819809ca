// Fancy magic bitboards (kernels/attacks/fancy_magic.hpp): the tables of the squares are packed
// one after another and built on first use.

#include "attacks/fancy_magic.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {

extern const Implementation scalar_magic = with_built_tables<SquareTables<FancyMagicFiller>>();

}  // namespace bitbench::attacks
