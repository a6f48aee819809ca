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

// The number of table entries of `piece` over all squares: 2^popcount(mask) per square.
constexpr std::size_t entries(Piece piece) {
  std::size_t count = 0;
  for (int sq = 0; sq < 64; ++sq)
    count += std::size_t{1} << popcount(chess::relevant_mask(piece, sq));
  return count;
}

class MagicTables {
 public:
  MagicTables() {
    SplitMix64 random(0x62697462656e6368);  // "bitbench"
    std::uint64_t* next = attacks_.data();
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kRook, sq, random, next, rook_[sq]);
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kBishop, sq, random, next, bishop_[sq]);
  }

  const Magic& rook(int sq) const { return rook_[sq]; }
  const Magic& bishop(int sq) const { return bishop_[sq]; }

 private:
  // Finds a magic for `piece` on `sq` whose table fits at `table`, fills the table and returns
  // the end of it.
  static std::uint64_t* fill(Piece piece, int sq, SplitMix64& random, std::uint64_t* table,
                             Magic& magic) {
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
    magic = {table, mask, 0, static_cast<unsigned>(64 - bits)};
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
      if (i == size) return table + size;
    }
  }

  std::array<Magic, 64> rook_;
  std::array<Magic, 64> bishop_;
  std::array<std::uint64_t, entries(Piece::kRook) + entries(Piece::kBishop)> attacks_;
};

const MagicTables& tables() {
  static const MagicTables built;
  return built;
}

template <Piece kPiece>
std::uint64_t magic_attacks(std::uint64_t occ, int sq) {
  const MagicTables& magic = tables();
  if constexpr (kPiece == Piece::kRook) return magic.rook(sq).lookup(occ);
  if constexpr (kPiece == Piece::kBishop) return magic.bishop(sq).lookup(occ);
  return magic.rook(sq).lookup(occ) | magic.bishop(sq).lookup(occ);
}

}  // namespace

extern const Implementation scalar_magic = at_sizes<8>(
    []<int, Piece kPiece> {
      return WithTables{&magic_attacks<kPiece>, sizeof(MagicTables)};
    },
    {"scalar_magic",
     "fancy magic bitboards: (occ & mask) * magic >> shift per square, magics found at start-up "
     "by a seeded search, tables built on first use",
     0});

}  // namespace bitbench::attacks
