#pragma once
// The trial-and-error searches for the magic numbers of the magic bitboard kernels (fancy magic
// in fancy_magic.hpp, plain magic in scalar_plain_magic.cpp; black magic's, run once by
// black_magic_search.cpp, whose numbers scalar_black_magic.cpp reads): sparse random candidates
// from a seeded SplitMix64, each table entry checked while it is filled. An index that two
// occupancies share must hold the same attack set of the slow reference walk, or the candidate is
// rejected (as Stockfish does).

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

// Black magic's index (V. Annuss): the occupancy ORed with the complement of the relevant mask,
// times the magic, its top 12 bits for the rook and 9 for the bishop, a shift fixed per piece.
constexpr int black_magic_bits(Piece piece) { return piece == Piece::kRook ? 12 : 9; }
constexpr std::size_t black_magic_index(Piece piece, std::uint64_t occ, std::uint64_t outside_mask,
                                        std::uint64_t magic) {
  return ((occ | outside_mask) * magic) >> (64 - black_magic_bits(piece));
}

// Writes the attacks of every subset of the relevant mask of `piece` on `sq` at
// table[offset + black_magic_index], aborting where the entry lies beyond `entries` or holds
// another attack set: the squares' tables overlap in one array, and may share only entries on
// which they agree (no attack set is empty, so 0 is a free entry).
inline void fill_black_magic(Piece piece, int sq, std::uint64_t magic, std::size_t offset,
                             std::uint64_t* table, std::size_t entries) {
  const BlockerSubsets subsets(piece, sq);
  for (std::size_t i = 0; i < subsets.occupancies.size(); ++i) {
    const std::size_t at =
        offset + black_magic_index(piece, subsets.occupancies[i], ~subsets.mask, magic);
    if (at >= entries || (table[at] != 0 && table[at] != subsets.attacks[i])) std::abort();
    table[at] = subsets.attacks[i];
  }
}

// A sparse candidate, whose product with the mask spreads at least 6 bits over the top byte.
inline std::uint64_t sparse_candidate(SplitMix64& random, std::uint64_t mask) {
  std::uint64_t magic = 0;
  do {
    magic = random.next() & random.next() & random.next();
  } while (popcount((mask * magic) >> 56) < 6);
  return magic;
}

// Returns a magic for `piece` on `sq` under which index_of(occupancy, magic) sends every subset
// of the relevant mask to an entry below table_size of `table` that holds its attacks (the
// first valid candidate), and fills those entries.
template <class IndexOf>
std::uint64_t find_magic(SplitMix64& random, Piece piece, int sq, std::uint64_t* table,
                         std::size_t table_size, IndexOf index_of) {
  const BlockerSubsets subsets(piece, sq);
  // filled_in[i] == attempt when entry i was written by the current candidate
  std::vector<unsigned> filled_in(table_size, 0);
  std::vector<std::uint64_t> held(table_size);
  for (unsigned attempt = 1;; ++attempt) {
    const std::uint64_t magic = sparse_candidate(random, subsets.mask);
    std::size_t i = 0;
    for (; i < subsets.occupancies.size(); ++i) {
      const std::size_t index = index_of(subsets.occupancies[i], magic);
      if (filled_in[index] != attempt) {
        filled_in[index] = attempt;
        held[index] = subsets.attacks[i];
      } else if (held[index] != subsets.attacks[i]) {
        break;
      }
    }
    if (i == subsets.occupancies.size()) {
      for (std::size_t j = 0; j < i; ++j)
        table[index_of(subsets.occupancies[j], magic)] = subsets.attacks[j];
      return magic;
    }
  }
}

}  // namespace bitbench::attacks
