// Fancy magic bitboards: for each square and piece, the relevant occupancy (the rays less
// their last squares) times a magic number, shifted right by 64 less its popcount, indexes a
// table of that square's attack sets; the tables of the squares are packed one after another.
// The magics are found at start-up by the seeded search of magic_search.hpp. The tables are
// built on first use.

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

struct Magic {
  const std::uint64_t* attacks;
  std::uint64_t mask;
  std::uint64_t magic;
  unsigned shift;

  std::uint64_t lookup(std::uint64_t occ) const { return attacks[((occ & mask) * magic) >> shift]; }
};

struct MagicFiller {
  using Entry = std::uint64_t;

  SplitMix64 random{0x62697462656e6368};  // "bitbench"

  // Finds a magic for `piece` on `sq` whose table fits at `table` and fills the table.
  Magic fill(Piece piece, int sq, std::uint64_t* table) {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    const int bits = popcount(mask);
    const auto shift = static_cast<unsigned>(64 - bits);
    const std::uint64_t magic =
        find_magic(random, piece, sq, table, std::size_t{1} << bits,
                   [shift](std::uint64_t occ, std::uint64_t m) { return (occ * m) >> shift; });
    return {table, mask, magic, shift};
  }
};

}  // namespace

extern const Implementation scalar_magic = at_sizes<8>(
    []<int, Piece kPiece> { return square_table_kernel<MagicFiller, kPiece>(); },
    {"scalar_magic",
     "fancy magic bitboards: (occ & mask) * magic >> shift per square, magics found at start-up "
     "by a seeded search, tables built on first use"});

}  // namespace bitbench::attacks
