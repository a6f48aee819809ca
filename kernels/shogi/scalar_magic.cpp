// Shogi fancy magic bitboards on the 81-square board of shogi/shogi.hpp, in the manner of
// Stockfish's magics: for each square, the rook's or bishop's relevant occupancy (the rays less
// their last squares) times a magic number, shifted right to keep its top index bits, indexes
// that square's table of attack sets; the tables are packed one after another. A two-word board
// needs one multiplication because a relevant mask never has the same bit position set in both
// words (see shogi.hpp): the masked words ORed together, `w0 | w1`, are a 63-bit key holding the
// whole masked occupancy.
//
// The magics are found at start-up by a trial-and-error search over sparse random numbers from
// a SplitMix64 seeded per file, and each table entry is checked while it is filled: an index that
// two occupancies share must hold the same attack set of the reference walk, or the candidate
// magic is rejected. A table has 2^popcount(mask) entries, but four rook squares take one index
// bit more, where magics of the minimal size are missing or very rare. The tables are built on
// first use.
//
// A lance needs no table: its ray lies in one word (a file), so the ray's two words ANDed with
// the occupancy and ORed give its occupancy in one word x. Moving toward higher bits (white),
// x ^ (x - 1) keeps the bits up to and including the nearest blocker (every bit when x is 0);
// toward lower bits (black) the nearest blocker is the highest set bit of x | 1, and the bits
// from it up are kept (bit 0 is a sentinel below every ray: all of the ray when x is 0).

#include <cstdlib>
#include <vector>

#include "core/built_once.hpp"
#include "core/random.hpp"
#include "shogi/shogi.hpp"

namespace bitbench::shogi {
namespace {

// Returns the 63-bit key of a board masked with a relevant mask.
constexpr std::uint64_t merged(const Board& masked) { return masked.words[0] | masked.words[1]; }

struct Magic {
  const Board* attacks;
  Board mask;
  std::uint64_t magic;
  unsigned shift;

  std::size_t index(std::uint64_t key) const { return (key * magic) >> shift; }
  Board lookup(const Board& occ) const { return attacks[index(merged(occ & mask))]; }
};

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

using FileSeeds = std::array<std::uint64_t, kSide>;

// The seeds of the search, one per file as Stockfish has one per rank, each the one among the
// first 60 (rook) or 32 (bishop) that tries the fewest candidates on its file: the search then
// tries about 3.3 million candidates for the rook and 0.2 million for the bishop, against some
// 11 and 1 million with one seed for the whole board.
constexpr FileSeeds kRookSeeds = {25, 36, 52, 27, 32, 18, 50, 57, 55};
constexpr FileSeeds kBishopSeeds = {24, 23, 4, 10, 10, 4, 23, 29, 21};

class MagicTables {
 public:
  MagicTables() {
    Board* next = fill(Piece::kRook, kRookSeeds, attacks_.data(), rook_);
    fill(Piece::kBishop, kBishopSeeds, next, bishop_);
  }

  const Magic& rook(int sq) const { return rook_[sq]; }
  const Magic& bishop(int sq) const { return bishop_[sq]; }

 private:
  using Magics = std::array<Magic, kSquares>;

  // Fills the tables of `piece` on every square from `table` on, reseeding the search at each
  // file, and returns the end of them.
  static Board* fill(Piece piece, const FileSeeds& seeds, Board* table, Magics& magics) {
    for (int file = 0; file < kSide; ++file) {
      SplitMix64 random(seeds[file]);
      for (int rank = 0; rank < kSide; ++rank) {
        const int sq = square(file, rank);
        table = fill(piece, sq, random, table, magics[sq]);
      }
    }
    return table;
  }

  // Finds a magic for `piece` on `sq` whose table fits at `table`, fills the table and returns
  // the end of it. Aborts if the mask's words overlap.
  static Board* fill(Piece piece, int sq, SplitMix64& random, Board* table, Magic& magic) {
    const Board mask = relevant_mask(piece, sq);
    if (mask.words[0] & mask.words[1]) std::abort();
    const std::uint64_t key_mask = merged(mask);
    const int bits = index_bits(piece, sq);
    const std::size_t size = std::size_t{1} << bits;
    std::vector<std::uint64_t> keys;
    std::vector<Board> references;
    Board subset;
    do {  // Carry-Rippler: every subset of the mask
      keys.push_back(merged(subset));
      references.push_back(walk_attacks(piece, subset, sq));
      subset = (subset - mask) & mask;
    } while (static_cast<bool>(subset));
    // filled_in[i] == attempt when entry i was written by the current candidate
    std::vector<unsigned> filled_in(size, 0);
    magic = {table, mask, 0, static_cast<unsigned>(64 - bits)};
    for (unsigned attempt = 1;; ++attempt) {
      do {
        magic.magic = random.next() & random.next() & random.next();
      } while (popcount((key_mask * magic.magic) >> 56) < 6);
      std::size_t i = 0;
      for (; i < keys.size(); ++i) {
        const std::size_t index = magic.index(keys[i]);
        if (filled_in[index] != attempt) {
          filled_in[index] = attempt;
          table[index] = references[i];
        } else if (table[index] != references[i]) {
          break;
        }
      }
      if (i == keys.size()) return table + size;
    }
  }

  Magics rook_;
  Magics bishop_;
  std::array<Board, entries(Piece::kRook) + entries(Piece::kBishop)> attacks_;
};

const MagicTables& tables() { return built_once<MagicTables>(); }

// kFileRays[0][sq]: the squares from `sq` toward rank 0 (black lance); kFileRays[1][sq] toward
// rank 8 (white lance).
constexpr std::array<std::array<Board, kSquares>, 2> make_file_rays() {
  std::array<std::array<Board, kSquares>, 2> rays{};
  for (int sq = 0; sq < kSquares; ++sq) {
    rays[0][sq] = walk_attacks(Piece::kLanceBlack, Board{}, sq);
    rays[1][sq] = walk_attacks(Piece::kLanceWhite, Board{}, sq);
  }
  return rays;
}

alignas(64) constexpr auto kFileRays = make_file_rays();

template <Piece kPiece>
Board lance_attacks(const Board& occ, int sq) {
  const Board ray = kFileRays[kPiece == Piece::kLanceWhite][sq];
  const std::uint64_t x = merged(occ & ray);
  std::uint64_t reach;
  if constexpr (kPiece == Piece::kLanceWhite) {
    reach = x ^ (x - 1);
  } else {
    reach = ~std::uint64_t{0} << (63 - __builtin_clzll(x | 1));
  }
  return Board{{ray.words[0] & reach, ray.words[1] & reach}};
}

template <Piece kPiece>
Board magic_attacks(Board occ, int sq) {
  if constexpr (kPiece == Piece::kRook) {
    return tables().rook(sq).lookup(occ);
  } else if constexpr (kPiece == Piece::kBishop) {
    return tables().bishop(sq).lookup(occ);
  } else {
    return lance_attacks<kPiece>(occ, sq);
  }
}

}  // namespace

extern const Implementation scalar_magic = on_board(
    []<Piece kPiece> {
      return WithTables{&magic_attacks<kPiece>, sizeof(MagicTables) + sizeof(kFileRays)};
    },
    {.name = "scalar_magic",
     .description =
         "shogi fancy magic bitboards for rook and bishop: ((occ & mask).w0 | (occ & mask).w1) * "
         "magic >> shift per square, magics found at start-up by a search seeded per file; lances "
         "by subtraction and bit scan on their file",
     .instructions = "imul64, lzcnt"});

}  // namespace bitbench::shogi
