// Black magic bitboards (Volker Annuss's variant, in the chessprogramming wiki's "Magic
// Bitboards"): the occupancy ORed with the complement of the relevant mask, times a magic,
// shifted right by a shift fixed per piece, 64 - 12 for the rook and 64 - 9 for the bishop,
// indexes the square's table. The shift is an immediate, not a per-square load, and the OR with
// the complement replaces the AND with the mask.
//
// A fixed shift gives most squares more index room than they have subsets, so Annuss (after
// O. Garms) overlaps the squares' tables in one array, each using the others' unused entries.
// The magics and each square's offset in the array are the project's own, found by
// black_magic_search.cpp and committed in black_magic_tables.hpp; the array is filled from them
// at start-up, every subset's entry checked (fill_black_magic aborts where two disagree).

#include <array>
#include <cstdint>

#include "attacks/black_magic_tables.hpp"
#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

struct BlackMagic {
  const std::uint64_t* attacks;  // the array at the square's offset
  std::uint64_t outside_mask;
  std::uint64_t magic;

  template <Piece kPiece>
  std::uint64_t lookup(std::uint64_t occ) const {
    return attacks[black_magic_index(kPiece, occ, outside_mask, magic)];
  }
};

struct BlackMagicFiller {
  using Entry = std::uint64_t;

  std::array<std::uint64_t, black_magic_tables::kEntries> overlapped{};

  // The filler keeps the one array of overlapped tables itself.
  static constexpr std::size_t table_size(Piece, int) { return 0; }

  BlackMagic fill(Piece piece, int sq, std::uint64_t*) {
    const auto& [magic, offset] =
        (piece == Piece::kRook ? black_magic_tables::kRook : black_magic_tables::kBishop)[sq];
    fill_black_magic(piece, sq, magic, offset, overlapped.data(), overlapped.size());
    return {overlapped.data() + offset, ~chess::relevant_mask(piece, sq), magic};
  }
};

}  // namespace

extern const Implementation scalar_black_magic =
    with_built_tables<SquareTables<BlackMagicFiller>>();

}  // namespace bitbench::attacks
