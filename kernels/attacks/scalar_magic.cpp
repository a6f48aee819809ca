// Fancy magic bitboards (kernels/attacks/fancy_magic.hpp): the tables of the squares are packed
// one after another and built on first use.

#include "attacks/fancy_magic.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {

extern const Implementation scalar_magic =
    at_sizes<8>([]<int, Piece kPiece> { return square_table_kernel<FancyMagicFiller, kPiece>(); },
                {.name = "scalar_magic",
                 .description = "fancy magic bitboards: (occ & mask) * magic >> shift per square, "
                                "magics found at start-up "
                                "by a seeded search, tables built on first use",
                 .instructions = "imul64"});

}  // namespace bitbench::attacks
