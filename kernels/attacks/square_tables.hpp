#pragma once
// Per-square lookup tables on the 8x8 chess board, as fancy magic and PEXT bitboards keep them:
// one table per square for the rook and one for the bishop, 2^popcount(relevant mask) entries
// each, packed one after another in one array. A queen looks up both.
//
// A method is a Filler: `Entry` is what a table entry holds, and `fill(piece, sq, table)` fills
// the table of `piece` on `sq` at `table` and returns the square's lookup, whose
// `lookup(occ)` (or `lookup<kPiece>(occ)`) gives the attacks. A Filler whose tables are not
// 2^popcount(mask) entries says how many by `table_size(piece, sq)`. A Filler may keep tables
// of its own: it lives as long as the square tables.

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "attacks/attacks.hpp"
#include "attacks/built_tables.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {

template <class Filler>
class SquareTables {
 public:
  using Entry = typename Filler::Entry;
  using Square = decltype(std::declval<Filler&>().fill(Piece::kRook, 0, nullptr));

  SquareTables() {
    Entry* next = entries_.data();
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kRook, sq, next, rook_[sq]);
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kBishop, sq, next, bishop_[sq]);
  }

  template <Piece kPiece>
  std::uint64_t attacks(std::uint64_t occ, int sq) const {
    if constexpr (kPiece == Piece::kRook) return lookup<Piece::kRook>(rook_[sq], occ);
    if constexpr (kPiece == Piece::kBishop) return lookup<Piece::kBishop>(bishop_[sq], occ);
    return lookup<Piece::kRook>(rook_[sq], occ) | lookup<Piece::kBishop>(bishop_[sq], occ);
  }

 private:
  // A square's lookup, given the piece where it takes one (a shift fixed per piece).
  template <Piece kPiece>
  static std::uint64_t lookup(const Square& square, std::uint64_t occ) {
    if constexpr (requires { square.template lookup<kPiece>(occ); }) {
      return square.template lookup<kPiece>(occ);
    } else {
      return square.lookup(occ);
    }
  }
  // 2^popcount(relevant mask) entries, unless the Filler says otherwise.
  static constexpr std::size_t table_size(Piece piece, int sq) {
    if constexpr (requires { Filler::table_size(piece, sq); }) {
      return Filler::table_size(piece, sq);
    } else {
      return std::size_t{1} << popcount(chess::relevant_mask(piece, sq));
    }
  }
  static constexpr std::size_t entries(Piece piece) {
    std::size_t count = 0;
    for (int sq = 0; sq < 64; ++sq) count += table_size(piece, sq);
    return count;
  }
  Entry* fill(Piece piece, int sq, Entry* table, Square& square) {
    square = filler_.fill(piece, sq, table);
    return table + table_size(piece, sq);
  }

  std::array<Square, 64> rook_;
  std::array<Square, 64> bishop_;
  // On a cache line, and so is every table of 2^k 8-byte entries, k >= 3, after it: fancy
  // magic keeps its shift in the low bits of a table's address (fancy_magic.hpp).
  alignas(64) std::array<Entry, entries(Piece::kRook) + entries(Piece::kBishop)> entries_;
  Filler filler_;
};

}  // namespace bitbench::attacks
