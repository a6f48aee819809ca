// Shogi fancy magic bitboards on the 81-square board of shogi/shogi.hpp, in the manner of
// Stockfish's magics: for each square, the rook's or bishop's relevant occupancy (the rays less
// their last squares) times a magic number, shifted right to keep its top index bits, indexes
// that square's table of attack sets; the tables are packed one after another (shogi/magic.hpp).
//
// The magics are committed (magic_numbers.hpp), found by the seeded search magic_search.cpp,
// which the tests run again. The tables are built from them on first use, each entry checked
// while it is filled: an index that two occupancies share must hold the same attack set of the
// reference walk, or the program aborts.
//
// A lance needs no table: its ray lies in one word (a file), so the ray's two words ANDed with
// the occupancy and ORed give its occupancy in one word x. Moving toward higher bits (white),
// x ^ (x - 1) keeps the bits up to and including the nearest blocker (every bit when x is 0);
// toward lower bits (black) the nearest blocker is the highest set bit of x | 1, and the bits
// from it up are kept (bit 0 is a sentinel below every ray: all of the ray when x is 0).

#include <cstdlib>
#include <vector>

#include "core/built_once.hpp"
#include "shogi/magic.hpp"
#include "shogi/magic_numbers.hpp"

namespace bitbench::shogi {
namespace {

using magic::Magic;
using magic::merged;

class MagicTables {
 public:
  MagicTables() {
    Board* next = fill(Piece::kRook, magic::kRookMagics, attacks_.data(), rook_);
    fill(Piece::kBishop, magic::kBishopMagics, next, bishop_);
  }

  const Magic& rook(int sq) const { return rook_[sq]; }
  const Magic& bishop(int sq) const { return bishop_[sq]; }

 private:
  using Magics = std::array<Magic, kSquares>;

  // Fills the tables of `piece` on every square from `table` on with the committed magics and
  // returns the end of them; aborts if a magic sends two attack sets to one entry.
  static Board* fill(Piece piece, const std::array<std::uint64_t, kSquares>& numbers, Board* table,
                     Magics& magics) {
    for (int sq = 0; sq < kSquares; ++sq) {
      const magic::Subsets subsets(piece, sq);
      magics[sq] = {table, subsets.mask, numbers[sq], static_cast<unsigned>(64 - subsets.bits)};
      std::vector<unsigned> filled_in(subsets.table_size(), 0);
      if (!magic::fill_table(subsets, magics[sq], table, filled_in, 1)) std::abort();
      table += subsets.table_size();
    }
    return table;
  }

  Magics rook_;
  Magics bishop_;
  std::array<Board, magic::entries(Piece::kRook) + magic::entries(Piece::kBishop)> attacks_;
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

extern const Implementation scalar_magic = on_board([]<Piece kPiece> {
  return WithTables{&magic_attacks<kPiece>, sizeof(MagicTables) + sizeof(kFileRays)};
});

}  // namespace bitbench::shogi
