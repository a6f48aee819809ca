// PEXT bitboards (the chessprogramming wiki's "BMI2" page, section "PEXT Bitboards"; PEXT for
// attack lookups is usually credited to Zach Wegner) with PEXT computed in software by the parallel
// "compress" of Henry S. Warren's Hacker's Delight (section 7-4): instead of one
// bit at a time (scalar_emulated_pext), the masked occupancy moves toward bit 0 in 6 steps, step i
// shifting right by 2^i the bits whose count of mask zeros below them has bit i set. Which bits
// move at each step depends only on the mask, so the 6 move masks are computed once per square and
// piece at start-up (the book's parallel-suffix loop), and a lookup takes 6 rounds of t = x &
// move[i]; x = (x ^ t) | (t >> 2^i): 24 operations and no branch or multiplication. The per-square
// tables are bmi2_pext's.
//
// The tables are filled on first use from every subset of each relevant mask (Carry-Rippler),
// each entry the slow reference walk's attacks; a table whose 2^n entries are not each reached
// exactly once, or an index that differs from PEXT taken bit by bit, aborts.

#include <array>
#include <cstdint>
#include <cstdlib>

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

// The 6 move masks of `mask`: move[i] holds the bits, as they stand before step i, that step i
// shifts right by 2^i.
std::array<std::uint64_t, 6> move_masks(std::uint64_t mask) {
  std::array<std::uint64_t, 6> move{};
  std::uint64_t zeros_below = ~mask << 1;  // the zeros of the mask, counted at the bit above
  for (int i = 0; i < 6; ++i) {
    // Parallel suffix: bit j of `odd` is the parity of the zeros counted below bit j.
    std::uint64_t odd = zeros_below ^ (zeros_below << 1);
    for (int s = 2; s < 64; s *= 2) odd ^= odd << s;
    move[i] = odd & mask;
    mask = (mask ^ move[i]) | (move[i] >> (1 << i));
    zeros_below &= ~odd;
  }
  return move;
}

// PEXT(occ, mask), given the move masks of `mask`.
[[gnu::always_inline]] inline std::uint64_t compress(std::uint64_t occ, std::uint64_t mask,
                                                     const std::array<std::uint64_t, 6>& move) {
  std::uint64_t x = occ & mask;
  for (int i = 0; i < 6; ++i) {
    const std::uint64_t t = x & move[i];
    x = (x ^ t) | (t >> (1 << i));
  }
  return x;
}

// PEXT(occ, mask) one bit at a time: the check.
std::uint64_t pext_bit_by_bit(std::uint64_t occ, std::uint64_t mask) {
  std::uint64_t index = 0;
  for (int sq = 0, bit = 0; sq < 64; ++sq) {
    if ((mask >> sq & 1) == 0) continue;
    index |= (occ >> sq & 1) << bit++;
  }
  return index;
}

struct CompressPextSquare {
  const std::uint64_t* attacks;
  std::uint64_t mask;
  std::array<std::uint64_t, 6> move;

  std::uint64_t lookup(std::uint64_t occ) const { return attacks[compress(occ, mask, move)]; }
};

struct CompressPextFiller {
  using Entry = std::uint64_t;

  CompressPextSquare fill(Piece piece, int sq, std::uint64_t* table) const {
    const BlockerSubsets subsets(piece, sq);
    const CompressPextSquare square{table, subsets.mask, move_masks(subsets.mask)};
    subsets.fill_one_to_one(table, [&](std::uint64_t occ) {
      const std::uint64_t index = compress(occ, square.mask, square.move);
      if (index != pext_bit_by_bit(occ, square.mask)) std::abort();
      return index;
    });
    return square;
  }
};

}  // namespace

extern const Implementation scalar_compress_pext =
    with_built_tables<SquareTables<CompressPextFiller>>();

}  // namespace bitbench::attacks
