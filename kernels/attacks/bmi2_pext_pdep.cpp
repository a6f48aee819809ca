// PEXT/PDEP bitboards with compressed entries: as in bmi2_pext, PEXT gathers the relevant
// occupancy (the rays less their last squares) of a square into a dense index of that square's
// table, but an entry holds the attack set compressed to 16 bits: PEXT of the attacks with the
// square's ray mask (the attacks on an empty board, at most 14 squares for a rook and 13 for a
// bishop). The lookup expands the entry back with PDEP(entry, ray mask), so the tables are a
// quarter of bmi2_pext's. Each entry is checked while it is filled: its expansion must equal the
// slow reference walk's attacks. The tables are built on first use.

#include <immintrin.h>

#include <cstdlib>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

struct PextPdepSquare {
  const std::uint16_t* attacks;
  std::uint64_t mask;
  std::uint64_t rays;

  std::uint64_t lookup(std::uint64_t occ) const {
    return _pdep_u64(attacks[_pext_u64(occ, mask)], rays);
  }
};

// The number of table entries of `piece` over all squares: 2^popcount(mask) per square.
constexpr std::size_t entries(Piece piece) {
  std::size_t count = 0;
  for (int sq = 0; sq < 64; ++sq)
    count += std::size_t{1} << popcount(chess::relevant_mask(piece, sq));
  return count;
}

// The most squares `piece` attacks on an empty board from any square.
constexpr int widest_rays(Piece piece) {
  int widest = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const int width = popcount(chess::walk_attacks(piece, 0, sq));
    if (width > widest) widest = width;
  }
  return widest;
}

static_assert(widest_rays(Piece::kRook) <= 16 && widest_rays(Piece::kBishop) <= 16,
              "a compressed attack set fits in 16 bits");

class PextPdepTables {
 public:
  PextPdepTables() {
    std::uint16_t* next = attacks_.data();
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kRook, sq, next, rook_[sq]);
    for (int sq = 0; sq < 64; ++sq) next = fill(Piece::kBishop, sq, next, bishop_[sq]);
  }

  const PextPdepSquare& rook(int sq) const { return rook_[sq]; }
  const PextPdepSquare& bishop(int sq) const { return bishop_[sq]; }

 private:
  // Fills the table of `piece` on `sq` at `table` and returns the end of it. Aborts if an entry
  // does not expand back to the reference walk's attacks.
  static std::uint16_t* fill(Piece piece, int sq, std::uint16_t* table, PextPdepSquare& square) {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    const std::uint64_t rays = chess::walk_attacks(piece, 0, sq);
    const std::uint64_t size = std::uint64_t{1} << popcount(mask);
    for (std::uint64_t i = 0; i < size; ++i) {
      const std::uint64_t attacks = chess::walk_attacks(piece, _pdep_u64(i, mask), sq);
      table[i] = static_cast<std::uint16_t>(_pext_u64(attacks, rays));
      if (_pdep_u64(table[i], rays) != attacks) std::abort();
    }
    square = {table, mask, rays};
    return table + size;
  }

  std::array<PextPdepSquare, 64> rook_;
  std::array<PextPdepSquare, 64> bishop_;
  std::array<std::uint16_t, entries(Piece::kRook) + entries(Piece::kBishop)> attacks_;
};

const PextPdepTables& tables() {
  static const PextPdepTables built;
  return built;
}

template <Piece kPiece>
std::uint64_t pext_pdep_attacks(std::uint64_t occ, int sq) {
  const PextPdepTables& pext_pdep = tables();
  if constexpr (kPiece == Piece::kRook) return pext_pdep.rook(sq).lookup(occ);
  if constexpr (kPiece == Piece::kBishop) return pext_pdep.bishop(sq).lookup(occ);
  return pext_pdep.rook(sq).lookup(occ) | pext_pdep.bishop(sq).lookup(occ);
}

}  // namespace

extern const Implementation bmi2_pext_pdep = at_sizes<8>(
    []<int, Piece kPiece> {
      return WithTables{&pext_pdep_attacks<kPiece>, sizeof(PextPdepTables)};
    },
    {"bmi2_pext_pdep",
     "PEXT bitboards with 16-bit entries: PEXT(occ, mask) indexes a per-square table of attack "
     "sets compressed by PEXT with the ray mask, expanded by PDEP, built on first use",
     kTierBmi2});

}  // namespace bitbench::attacks
