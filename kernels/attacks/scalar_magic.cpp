// Fancy magic bitboards: for each square and piece, the relevant occupancy (the rays less
// their last squares) times a magic number, shifted right by 64 less its popcount, indexes a
// table of that square's attack sets; the tables of the squares are packed one after another.
// The magics are found at start-up by a trial-and-error search over sparse random numbers
// from a seeded SplitMix64, and each table entry is checked while it is filled: an index that
// two occupancies share must hold the same attack set of the slow reference walk, or the
// candidate magic is rejected (as Stockfish does). The tables are built on first use.

#include <bit>
#include <vector>

#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"
#include "core/random.hpp"

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
    const std::size_t size = std::size_t{1} << bits;
    std::vector<std::uint64_t> occupancies, references;
    std::uint64_t subset = 0;
    do {  // Carry-Rippler: every subset of the mask
      occupancies.push_back(subset);
      references.push_back(chess::walk_attacks(piece, subset, sq));
      subset = (subset - mask) & mask;
    } while (subset != 0);
    // filled_in[i] == attempt when entry i was written by the current candidate
    std::vector<unsigned> filled_in(size, 0);
    Magic magic{table, mask, 0, static_cast<unsigned>(64 - bits)};
    for (unsigned attempt = 1;; ++attempt) {
      do {
        magic.magic = random.next() & random.next() & random.next();
      } while (popcount((mask * magic.magic) >> 56) < 6);
      std::size_t i = 0;
      for (; i < size; ++i) {
        const std::size_t index = (occupancies[i] * magic.magic) >> magic.shift;
        if (filled_in[index] != attempt) {
          filled_in[index] = attempt;
          table[index] = references[i];
        } else if (table[index] != references[i]) {
          break;
        }
      }
      if (i == size) return magic;
    }
  }
};

}  // namespace

extern const Implementation scalar_magic = at_sizes<8>(
    []<int, Piece kPiece> { return square_table_kernel<MagicFiller, kPiece>(); },
    {"scalar_magic",
     "fancy magic bitboards: (occ & mask) * magic >> shift per square, magics found at start-up "
     "by a seeded search, tables built on first use",
     0});

}  // namespace bitbench::attacks
