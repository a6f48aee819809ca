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
#include "attacks/square_tables.hpp"

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

struct PextPdepFiller {
  using Entry = std::uint16_t;

  // Aborts if an entry does not expand back to the reference walk's attacks.
  PextPdepSquare fill(Piece piece, int sq, std::uint16_t* table) const {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    const std::uint64_t rays = chess::walk_attacks(piece, 0, sq);
    for (std::uint64_t i = 0; i < std::uint64_t{1} << popcount(mask); ++i) {
      const std::uint64_t attacks = chess::walk_attacks(piece, _pdep_u64(i, mask), sq);
      table[i] = static_cast<std::uint16_t>(_pext_u64(attacks, rays));
      if (_pdep_u64(table[i], rays) != attacks) std::abort();
    }
    return {table, mask, rays};
  }
};

}  // namespace

extern const Implementation bmi2_pext_pdep = with_built_tables<SquareTables<PextPdepFiller>>();

}  // namespace bitbench::attacks
