// Black magic bitboards (Volker Annuss's variant, in the chessprogramming wiki's "Magic
// Bitboards"): the occupancy ORed with the complement of the relevant mask, times a magic,
// shifted right by a shift fixed per piece, 64 - 12 for the rook and 64 - 9 for the bishop,
// indexes the square's table. The shift is an immediate, not a per-square load, and the OR with
// the complement replaces the AND with the mask. Annuss overlaps the tables of the squares to
// save memory; here each square keeps its own 2^12 or 2^9 entries (2 MiB for the rook, 256 KiB
// for the bishop). The magics are found at start-up by the seeded search of magic_search.hpp.

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

constexpr int index_bits(Piece piece) { return piece == Piece::kRook ? 12 : 9; }

struct BlackMagic {
  const std::uint64_t* attacks;
  std::uint64_t outside_mask;
  std::uint64_t magic;

  template <Piece kPiece>
  std::uint64_t lookup(std::uint64_t occ) const {
    return attacks[((occ | outside_mask) * magic) >> (64 - index_bits(kPiece))];
  }
};

struct BlackMagicFiller {
  using Entry = std::uint64_t;

  SplitMix64 random{0x62697462656e6368};  // "bitbench"

  static constexpr std::size_t table_size(Piece piece, int) {
    return std::size_t{1} << index_bits(piece);
  }

  BlackMagic fill(Piece piece, int sq, std::uint64_t* table) {
    const std::uint64_t outside_mask = ~chess::relevant_mask(piece, sq);
    const int shift = 64 - index_bits(piece);
    const std::uint64_t magic = find_magic(
        random, piece, sq, table, table_size(piece, sq),
        [=](std::uint64_t occ, std::uint64_t m) { return ((occ | outside_mask) * m) >> shift; });
    return {table, outside_mask, magic};
  }
};

}  // namespace

extern const Implementation scalar_black_magic = at_sizes<8>(
    []<int, Piece kPiece> { return square_table_kernel<BlackMagicFiller, kPiece>(); },
    {"scalar_black_magic",
     "black magic bitboards: ((occ | ~mask) * magic) >> (64 - 12) for the rook, (64 - 9) for "
     "the bishop, a table of 2^12 or 2^9 entries per square, magics found at start-up by a "
     "seeded search"});

}  // namespace bitbench::attacks
