// PEXT bitboards (the chessprogramming wiki's "BMI2" page, section "PEXT Bitboards"; PEXT for
// attack lookups is usually credited to Zach Wegner) with PEXT emulated in software, for CPUs
// without BMI2 or with a slow, microcoded PEXT: the dense index of bmi2_pext, PEXT(occ, relevant
// mask), by a loop over the mask's bits from the lowest: the lowest bit of what is left of the mask
// (m & -m) tested in the occupancy sets the next bit of the index, and is cleared (m & (m - 1)). 5
// to 12 rounds per lookup; the bit is set without a branch, which random occupancies would
// mispredict. The per-square tables are bmi2_pext's.
//
// The tables are filled on first use from every subset of each relevant mask (Carry-Rippler),
// each entry the slow reference walk's attacks; a table whose 2^n entries are not each reached
// exactly once aborts.

#include <cstdint>
#include <cstdlib>

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

// PEXT(occ, mask) in software.
[[gnu::always_inline]] inline std::uint64_t pext_loop(std::uint64_t occ, std::uint64_t mask) {
  std::uint64_t index = 0;
  for (std::uint64_t bit = 1; mask != 0; bit <<= 1) {
    const std::uint64_t taken = occ & mask & (0 - mask);
    index |= bit & (0 - static_cast<std::uint64_t>(taken != 0));
    mask &= mask - 1;
  }
  return index;
}

struct EmulatedPextSquare {
  const std::uint64_t* attacks;
  std::uint64_t mask;

  std::uint64_t lookup(std::uint64_t occ) const { return attacks[pext_loop(occ, mask)]; }
};

struct EmulatedPextFiller {
  using Entry = std::uint64_t;

  EmulatedPextSquare fill(Piece piece, int sq, std::uint64_t* table) const {
    const BlockerSubsets subsets(piece, sq);
    subsets.fill_one_to_one(table, [&](std::uint64_t occ) { return pext_loop(occ, subsets.mask); });
    return {table, subsets.mask};
  }
};

}  // namespace

extern const Implementation scalar_emulated_pext =
    with_built_tables<SquareTables<EmulatedPextFiller>>();

}  // namespace bitbench::attacks
