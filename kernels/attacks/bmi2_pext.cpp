// PEXT bitboards: for each square and piece, PEXT gathers the relevant occupancy (the rays
// less their last squares) into a dense index of that square's table of attack sets; the
// tables of the squares are packed one after another. Entry i of a table holds the slow
// reference walk's attacks for the occupancy PDEP(i, mask). The tables are built on first use.
//
// On 10x10, 12x12 and 16x16 boards, where a square's relevant mask is too wide for one table,
// the kernel is pext_line_attacks (kernels/attacks/pext_lines.hpp): PEXT line by line, word by
// word, into one table of line attacks, PDEP back.

#include <immintrin.h>

#include "attacks/pext_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

struct PextSquare {
  const std::uint64_t* attacks;
  std::uint64_t mask;

  std::uint64_t lookup(std::uint64_t occ) const { return attacks[_pext_u64(occ, mask)]; }
};

// The number of table entries of `piece` over all squares: 2^popcount(mask) per square.
constexpr std::size_t entries(Piece piece) {
  std::size_t count = 0;
  for (int sq = 0; sq < 64; ++sq)
    count += std::size_t{1} << popcount(chess::relevant_mask(piece, sq));
  return count;
}

class PextTables {
 public:
  PextTables() {
    std::uint64_t* next = attacks_.data();
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kRook, sq, next, rook_[sq]);
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kBishop, sq, next, bishop_[sq]);
  }

  const PextSquare& rook(int sq) const { return rook_[sq]; }
  const PextSquare& bishop(int sq) const { return bishop_[sq]; }

 private:
  // Fills the table of `piece` on `sq` at `table` and returns the end of it.
  static std::uint64_t* fill(Piece piece, int sq, std::uint64_t* table, PextSquare& square) {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    const std::uint64_t size = std::uint64_t{1} << popcount(mask);
    for (std::uint64_t i = 0; i < size; ++i) {
      table[i] = chess::walk_attacks(piece, _pdep_u64(i, mask), sq);
    }
    square = {table, mask};
    return table + size;
  }

  std::array<PextSquare, 64> rook_;
  std::array<PextSquare, 64> bishop_;
  std::array<std::uint64_t, entries(Piece::kRook) + entries(Piece::kBishop)> attacks_;
};

const PextTables& tables() {
  static const PextTables built;
  return built;
}

template <Piece kPiece>
std::uint64_t pext_attacks(std::uint64_t occ, int sq) {
  const PextTables& pext = tables();
  if constexpr (kPiece == Piece::kRook) return pext.rook(sq).lookup(occ);
  if constexpr (kPiece == Piece::kBishop) return pext.bishop(sq).lookup(occ);
  return pext.rook(sq).lookup(occ) | pext.bishop(sq).lookup(occ);
}

}  // namespace

extern const Implementation bmi2_pext = at_sizes<8, 10, 12, 16>(
    []<int N, Piece kPiece> {
      if constexpr (N == 8) {
        return WithTables{&pext_attacks<kPiece>, sizeof(PextTables)};
      } else {
        return WithTables{&pext_line_attacks<N, kPiece>, sizeof(pext_lines::Tables<N>)};
      }
    },
    {"bmi2_pext",
     "PEXT bitboards: PEXT(occ, mask) indexes a per-square table of attack sets, built on first "
     "use. 10x10 to 16x16: PEXT by line, word by word, into one table of line attacks shared "
     "by all lines, PDEP back",
     kTierBmi2});

}  // namespace bitbench::attacks
