#pragma once
// The trial-and-error search for the magic numbers of the magic bitboard kernels (fancy magic in
// fancy_magic.hpp, black magic in scalar_black_magic.cpp): sparse random candidates from a
// seeded SplitMix64, each table entry checked while it is filled. An index that two occupancies
// share must hold the same attack set of the slow reference walk, or the candidate is rejected
// (as Stockfish does).

#include <cstddef>
#include <cstdint>
#include <vector>

#include "attacks/sliding.hpp"
#include "core/random.hpp"

namespace bitbench::attacks {

// Returns a magic for `piece` on `sq` under which index_of(occupancy, magic) sends every subset
// of the relevant mask to an entry below table_size of `table` that holds its attacks, and fills
// those entries.
template <class IndexOf>
std::uint64_t find_magic(SplitMix64& random, Piece piece, int sq, std::uint64_t* table,
                         std::size_t table_size, IndexOf index_of) {
  const std::uint64_t mask = chess::relevant_mask(piece, sq);
  std::vector<std::uint64_t> occupancies, references;
  std::uint64_t subset = 0;
  do {  // Carry-Rippler: every subset of the mask
    occupancies.push_back(subset);
    references.push_back(chess::walk_attacks(piece, subset, sq));
    subset = (subset - mask) & mask;
  } while (subset != 0);
  // filled_in[i] == attempt when entry i was written by the current candidate
  std::vector<unsigned> filled_in(table_size, 0);
  for (unsigned attempt = 1;; ++attempt) {
    std::uint64_t magic = 0;
    do {
      magic = random.next() & random.next() & random.next();
    } while (popcount((mask * magic) >> 56) < 6);
    std::size_t i = 0;
    for (; i < occupancies.size(); ++i) {
      const std::size_t index = index_of(occupancies[i], magic);
      if (filled_in[index] != attempt) {
        filled_in[index] = attempt;
        table[index] = references[i];
      } else if (table[index] != references[i]) {
        break;
      }
    }
    if (i == occupancies.size()) return magic;
  }
}

}  // namespace bitbench::attacks
