#pragma once
// Shogi fancy magic bitboards, the parts shared by the kernel (scalar_magic.cpp) and the seeded
// search that found its magics (magic_search.cpp): the tables' sizes, the subsets of a square's
// relevant mask with their attack sets, and the filling of a square's table by one magic with
// every entry checked.
//
// A two-word board needs one multiplication because a relevant mask never has the same bit
// position set in both words (see shogi.hpp): the masked words ORed together, `w0 | w1`, are a
// 63-bit key holding the whole masked occupancy. A table has 2^popcount(mask) entries, but four
// rook squares take one index bit more, where magics of the minimal size are missing or very
// rare.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "shogi/shogi.hpp"

namespace bitbench::shogi::magic {

// Returns the 63-bit key of a board masked with a relevant mask.
constexpr std::uint64_t merged(const Board& masked) { return masked.words[0] | masked.words[1]; }

// The rook squares whose tables take one index bit more than their masks have. Apery, on this
// layout, found no magic of the minimal size for 17 and 53; for 48 and 50 about one candidate
// in several million was one here.
constexpr bool has_extra_index_bit(Piece piece, int sq) {
  return piece == Piece::kRook && (sq == 17 || sq == 48 || sq == 50 || sq == 53);
}

// Returns the number of index bits of the table of `piece` on `sq`.
constexpr int index_bits(Piece piece, int sq) {
  return popcount(relevant_mask(piece, sq)) + has_extra_index_bit(piece, sq);
}

// The number of table entries of `piece` over all squares: 2^index_bits per square.
constexpr std::size_t entries(Piece piece) {
  std::size_t count = 0;
  for (int sq = 0; sq < kSquares; ++sq) count += std::size_t{1} << index_bits(piece, sq);
  return count;
}

// One square's magic and the start of its table.
struct Magic {
  const Board* attacks;
  Board mask;
  std::uint64_t magic;
  unsigned shift;

  std::size_t index(std::uint64_t key) const { return (key * magic) >> shift; }
  Board lookup(const Board& occ) const { return attacks[index(merged(occ & mask))]; }
};

// Every subset of the relevant mask of `piece` on `sq` (Carry-Rippler), as its key, with the
// attack set of the reference walk. Aborts if the mask's words overlap.
struct Subsets {
  Board mask;
  int bits;
  std::vector<std::uint64_t> keys;
  std::vector<Board> attacks;

  Subsets(Piece piece, int sq) : mask(relevant_mask(piece, sq)), bits(index_bits(piece, sq)) {
    if (mask.words[0] & mask.words[1]) std::abort();
    Board subset;
    do {
      keys.push_back(merged(subset));
      attacks.push_back(walk_attacks(piece, subset, sq));
      subset = (subset - mask) & mask;
    } while (static_cast<bool>(subset));
  }

  std::size_t table_size() const { return std::size_t{1} << bits; }
};

// Writes the attack sets of `subsets` into `table` at the indices `magic` gives them and returns
// true, or returns false at the first index two subsets of different attack sets share.
// filled_in (table_size() entries) marks entry i written by this call with filled_in[i] ==
// attempt: a search passes a new attempt number to each candidate instead of clearing it.
inline bool fill_table(const Subsets& subsets, const Magic& magic, Board* table,
                       std::vector<unsigned>& filled_in, unsigned attempt) {
  for (std::size_t i = 0; i < subsets.keys.size(); ++i) {
    const std::size_t index = magic.index(subsets.keys[i]);
    if (filled_in[index] != attempt) {
      filled_in[index] = attempt;
      table[index] = subsets.attacks[i];
    } else if (table[index] != subsets.attacks[i]) {
      return false;
    }
  }
  return true;
}

}  // namespace bitbench::shogi::magic
