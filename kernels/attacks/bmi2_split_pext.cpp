// Split PEXT bitboards: PEXT bitboards (the chessprogramming wiki's "BMI2" page, section "PEXT
// Bitboards"; PEXT for attack lookups is usually credited to Zach Wegner) in the form a 32-bit
// target needs. The dense index of bmi2_pext, PEXT(occ, relevant mask), is made of two 32-bit
// PEXTs, one per half of the board: the lower half's bits, then the upper half's shifted above them
// by the number of mask bits in the lower half. The index, and so the per-square tables of attack
// sets, are bmi2_pext's; only the gathering differs, as a program for a 32-bit target (or a CPU
// whose 32-bit PEXT is faster) would do it.
//
// The tables are filled on first use from every subset of each relevant mask (Carry-Rippler),
// each entry the slow reference walk's attacks; a table whose 2^n entries are not each reached
// exactly once aborts.

#include <immintrin.h>

#include <cstdint>
#include <cstdlib>

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

struct SplitPextSquare {
  const std::uint64_t* attacks;
  std::uint32_t mask_low;
  std::uint32_t mask_high;
  std::uint32_t low_bits;  // popcount(mask_low): where the upper half's bits start

  std::size_t index(std::uint64_t occ) const {
    const std::uint32_t low = _pext_u32(static_cast<std::uint32_t>(occ), mask_low);
    const std::uint32_t high = _pext_u32(static_cast<std::uint32_t>(occ >> 32), mask_high);
    return low | high << low_bits;
  }
  std::uint64_t lookup(std::uint64_t occ) const { return attacks[index(occ)]; }
};

struct SplitPextFiller {
  using Entry = std::uint64_t;

  SplitPextSquare fill(Piece piece, int sq, std::uint64_t* table) const {
    const BlockerSubsets subsets(piece, sq);
    const SplitPextSquare square{table, static_cast<std::uint32_t>(subsets.mask),
                                 static_cast<std::uint32_t>(subsets.mask >> 32),
                                 static_cast<std::uint32_t>(popcount(subsets.mask & 0xffffffff))};
    subsets.fill_one_to_one(table, [&](std::uint64_t occ) { return square.index(occ); });
    return square;
  }
};

}  // namespace

extern const Implementation bmi2_split_pext = with_built_tables<SquareTables<SplitPextFiller>>();

}  // namespace bitbench::attacks
