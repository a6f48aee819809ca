// Shogi PEXT bitboards on the 81-square board of shogi/shogi.hpp: for each piece and square,
// PEXT gathers the relevant occupancy (the rays less their last squares) into a dense index of
// that square's table of attack sets; the tables are packed one after another. The layout makes
// one PEXT enough for a two-word board: a relevant mask never has the same bit position set in
// both words (rook and bishop masks leave out the edge files, whose positions the other word's
// squares take; see shogi.hpp), so the masked words ORed together, `w0 | w1`, are a 63-bit key
// holding the whole masked occupancy, and PEXT with `mask.w0 | mask.w1` packs it.
//
// The lances use the same lookup: a lance's mask is the inner squares of its file between it
// and the edge it moves toward (at most 7 contiguous bits of one word), so its table has at most
// 128 entries. Entry i of a table holds the reference walk's attacks for the occupancy
// PDEP(i, key mask) split back into its words, and is checked while it is filled: the lookup of
// that occupancy must land on entry i. The tables are built on first use.

#include <immintrin.h>

#include <cstdlib>

#include "core/built_once.hpp"
#include "shogi/shogi.hpp"

namespace bitbench::shogi {
namespace {

struct PextSquare {
  const Board* attacks;
  Board mask;
  std::uint64_t key_mask;  // mask.words[0] | mask.words[1]

  std::size_t index(const Board& occ) const {
    const Board masked = occ & mask;
    return _pext_u64(masked.words[0] | masked.words[1], key_mask);
  }
  Board lookup(const Board& occ) const { return attacks[index(occ)]; }
};

// The number of table entries over all squares and pieces: 2^popcount(mask) per square.
constexpr std::size_t entries() {
  std::size_t count = 0;
  for (Piece piece : kPieces) {
    for (int sq = 0; sq < kSquares; ++sq)
      count += std::size_t{1} << popcount(relevant_mask(piece, sq));
  }
  return count;
}

class PextTables {
 public:
  PextTables() {
    Board* next = attacks_.data();
    for (int piece = 0; piece < 4; ++piece) {
      for (int sq = 0; sq < kSquares; ++sq) {
        next = fill(kPieces[piece], sq, next, squares_[piece][sq]);
      }
    }
  }

  template <Piece kPiece>
  const PextSquare& square(int sq) const {
    constexpr int kIndex = static_cast<int>(kPiece);
    return squares_[kIndex][sq];
  }

 private:
  // Fills the table of `piece` on `sq` at `table` and returns the end of it. Aborts if the
  // mask's words overlap or an occupancy's lookup misses its entry.
  static Board* fill(Piece piece, int sq, Board* table, PextSquare& square) {
    const Board mask = relevant_mask(piece, sq);
    if (mask.words[0] & mask.words[1]) std::abort();
    square = {table, mask, mask.words[0] | mask.words[1]};
    const std::uint64_t size = std::uint64_t{1} << popcount(mask);
    for (std::uint64_t i = 0; i < size; ++i) {
      const std::uint64_t key = _pdep_u64(i, square.key_mask);
      const Board occ = Board{{key, key}} & mask;
      table[i] = walk_attacks(piece, occ, sq);
      if (square.index(occ) != i) std::abort();
    }
    return table + size;
  }

  std::array<std::array<PextSquare, kSquares>, 4> squares_;
  std::array<Board, entries()> attacks_;
};

const PextTables& tables() { return built_once<PextTables>(); }

template <Piece kPiece>
Board pext_attacks(Board occ, int sq) {
  return tables().square<kPiece>(sq).lookup(occ);
}

}  // namespace

extern const Implementation bmi2_pext = on_board([]<Piece kPiece> {
  return WithTables{&pext_attacks<kPiece>, sizeof(PextTables)};
});

}  // namespace bitbench::shogi
