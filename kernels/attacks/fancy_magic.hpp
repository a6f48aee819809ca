#pragma once
// Fancy magic bitboards, shared by scalar_magic.cpp and scalar_byte_magic.cpp: for each square
// and piece, the relevant occupancy (the rays less their last squares) times a magic number,
// shifted right by 64 less its popcount, indexes that square's table of attack sets. The magics
// are found at start-up by the seeded search of magic_search.hpp.

#include <cstdint>
#include <cstdlib>

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

// A square's lookup in three words, as many loads as Chess_Movegen's fixed-shift tables take:
// the shift rides in the low 6 bits of the table's address, which 64-byte alignment frees. x86
// and AArch64 shifts read only those 6 bits of their count, so taking them costs nothing, and
// clearing them from the address is one AND beside the multiply, where a fourth word would be
// a load more per lookup (a queen took 2.36 ns in throughput with it, 2.16 without, on the
// Zen 4 in one run).
struct FancyMagic {
  static constexpr std::uintptr_t kShiftBits = 63;

  std::uint64_t mask;
  std::uint64_t magic;
  std::uintptr_t table_and_shift;

  std::uint64_t lookup(std::uint64_t occ) const {
    const std::size_t i = ((occ & mask) * magic) >> (table_and_shift & kShiftBits);
    return reinterpret_cast<const std::uint64_t*>(table_and_shift & ~kShiftBits)[i];
  }
};

struct FancyMagicFiller {
  using Entry = std::uint64_t;

  SplitMix64 random{0x62697462656e6368};  // "bitbench"

  // Finds a magic for `piece` on `sq` whose table fits at `table`, fills the table and returns
  // the index into it.
  FancyIndex find(Piece piece, int sq, std::uint64_t* table) {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    const int bits = popcount(mask);
    const auto shift = static_cast<unsigned>(64 - bits);
    const std::uint64_t magic =
        find_magic(random, piece, sq, table, std::size_t{1} << bits,
                   [shift](std::uint64_t occ, std::uint64_t m) { return (occ * m) >> shift; });
    return {mask, magic, shift};
  }

  // The same for a table of the square tables (square_tables.hpp), which start 64-byte aligned.
  FancyMagic fill(Piece piece, int sq, std::uint64_t* table) {
    const auto address = reinterpret_cast<std::uintptr_t>(table);
    if ((address & FancyMagic::kShiftBits) != 0) std::abort();
    const FancyIndex index = find(piece, sq, table);
    return {index.mask, index.magic, address | index.shift};
  }
};

}  // namespace bitbench::attacks
