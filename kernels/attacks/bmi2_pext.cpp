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
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

struct PextSquare {
  const std::uint64_t* attacks;
  std::uint64_t mask;

  std::uint64_t lookup(std::uint64_t occ) const { return attacks[_pext_u64(occ, mask)]; }
};

struct PextFiller {
  using Entry = std::uint64_t;

  PextSquare fill(Piece piece, int sq, std::uint64_t* table) const {
    const std::uint64_t mask = chess::relevant_mask(piece, sq);
    for (std::uint64_t i = 0; i < std::uint64_t{1} << popcount(mask); ++i) {
      table[i] = chess::walk_attacks(piece, _pdep_u64(i, mask), sq);
    }
    return {table, mask};
  }
};

}  // namespace

extern const Implementation bmi2_pext = at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> {
  if constexpr (N == 8) {
    return built_table_kernel<SquareTables<PextFiller>, kPiece>();
  } else {
    return WithTables{&pext_line_attacks<N, kPiece>, sizeof(pext_lines::Tables<N>)};
  }
});

}  // namespace bitbench::attacks
