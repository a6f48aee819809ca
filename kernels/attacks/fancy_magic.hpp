#pragma once
// Fancy magic bitboards, shared by scalar_magic.cpp and scalar_byte_magic.cpp: for each square
// and piece, the relevant occupancy (the rays less their last squares) times a magic number,
// shifted right by 64 less its popcount, indexes that square's table of attack sets. The magics
// are found at start-up by the seeded search of magic_search.hpp.

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {

// The index of an occupancy in its square's table.
struct FancyIndex {
  std::uint64_t mask;
  std::uint64_t magic;
  unsigned shift;

  std::size_t operator()(std::uint64_t occ) const { return ((occ & mask) * magic) >> shift; }
};

struct FancyMagic {
  const std::uint64_t* attacks;
  FancyIndex index;

  std::uint64_t lookup(std::uint64_t occ) const { return attacks[index(occ)]; }
};

struct FancyMagicFiller {
  using Entry = std::uint64_t;

  SplitMix64 random{0x62697462656e6368};  // "bitbench"

  // Finds a magic for `piece` on `sq` whose table fits at `table` and fills the table.
  FancyMagic fill(Piece piece, int sq, std::uint64_t* table) {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    const int bits = popcount(mask);
    const auto shift = static_cast<unsigned>(64 - bits);
    const std::uint64_t magic =
        find_magic(random, piece, sq, table, std::size_t{1} << bits,
                   [shift](std::uint64_t occ, std::uint64_t m) { return (occ * m) >> shift; });
    return {table, {mask, magic, shift}};
  }
};

}  // namespace bitbench::attacks
