#pragma once
// The trial-and-error searches for the magic numbers of the magic bitboard kernels (fancy magic
// in fancy_magic.hpp, black magic in scalar_black_magic.cpp): sparse random candidates from a
// seeded SplitMix64, each table entry checked while it is filled. An index that two occupancies
// share must hold the same attack set of the slow reference walk, or the candidate is rejected
// (as Stockfish does).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "attacks/sliding.hpp"
#include "core/random.hpp"

namespace bitbench::attacks {

// Every subset of the relevant mask of `piece` on `sq`, with its attacks by the reference walk.
struct BlockerSubsets {
  std::uint64_t mask;
  std::vector<std::uint64_t> occupancies, attacks;

  BlockerSubsets(Piece piece, int sq) : mask(chess::relevant_mask(piece, sq)) {
    std::uint64_t subset = 0;
    do {  // Carry-Rippler: every subset of the mask
      occupancies.push_back(subset);
      attacks.push_back(chess::walk_attacks(piece, subset, sq));
      subset = (subset - mask) & mask;
    } while (subset != 0);
  }

  // Fills `table[index_of(occ)]` with the attacks of every subset, aborting unless the index
  // takes each subset to its own entry of the 2^popcount(mask): a software PEXT that is not one.
  template <class IndexOf>
  void fill_one_to_one(std::uint64_t* table, IndexOf index_of) const {
    std::vector<bool> reached(occupancies.size());
    for (std::size_t i = 0; i < occupancies.size(); ++i) {
      const std::uint64_t index = index_of(occupancies[i]);
      if (index >= reached.size() || reached[index]) std::abort();
      reached[index] = true;
      table[index] = attacks[i];
    }
  }
};

// A sparse candidate, whose product with the mask spreads at least 6 bits over the top byte.
inline std::uint64_t sparse_candidate(SplitMix64& random, std::uint64_t mask) {
  std::uint64_t magic = 0;
  do {
    magic = random.next() & random.next() & random.next();
  } while (popcount((mask * magic) >> 56) < 6);
  return magic;
}

// A magic whose indices all lie in [lowest, lowest + span).
struct NarrowMagic {
  std::uint64_t magic;
  std::size_t lowest;
  std::size_t span;
};

// Of `candidates` candidates (more if none of them is valid), returns the valid magic whose
// indices, index_of(occupancy, magic) below table_size, span the narrowest range. A candidate
// is dropped as soon as its range is as wide as the best one's, so most cost a few products.
// With no candidates asked for, the first valid one.
template <class IndexOf>
NarrowMagic find_narrow_magic(SplitMix64& random, const BlockerSubsets& subsets,
                              std::size_t table_size, unsigned candidates, IndexOf index_of) {
  // filled_in[i] == attempt when entry i was written by the current candidate
  std::vector<unsigned> filled_in(table_size, 0);
  std::vector<std::uint64_t> table(table_size);
  NarrowMagic best{0, 0, table_size + 1};
  for (unsigned attempt = 1; attempt <= candidates || best.magic == 0; ++attempt) {
    const std::uint64_t magic = sparse_candidate(random, subsets.mask);
    std::size_t lowest = table_size, highest = 0, i = 0;
    for (; i < subsets.occupancies.size(); ++i) {
      const std::size_t index = index_of(subsets.occupancies[i], magic);
      lowest = std::min(lowest, index);
      highest = std::max(highest, index);
      if (highest - lowest + 1 >= best.span) break;
      if (filled_in[index] != attempt) {
        filled_in[index] = attempt;
        table[index] = subsets.attacks[i];
      } else if (table[index] != subsets.attacks[i]) {
        break;
      }
    }
    if (i == subsets.occupancies.size()) best = {magic, lowest, highest - lowest + 1};
  }
  return best;
}

// Returns a magic for `piece` on `sq` under which index_of(occupancy, magic) sends every subset
// of the relevant mask to an entry below table_size of `table` that holds its attacks (the
// first valid candidate), and fills those entries.
template <class IndexOf>
std::uint64_t find_magic(SplitMix64& random, Piece piece, int sq, std::uint64_t* table,
                         std::size_t table_size, IndexOf index_of) {
  const BlockerSubsets subsets(piece, sq);
  const std::uint64_t magic = find_narrow_magic(random, subsets, table_size, 0, index_of).magic;
  for (std::size_t i = 0; i < subsets.occupancies.size(); ++i) {
    table[index_of(subsets.occupancies[i], magic)] = subsets.attacks[i];
  }
  return magic;
}

}  // namespace bitbench::attacks
