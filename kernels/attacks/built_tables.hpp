#pragma once
// The kernels of the methods that look their attacks up in tables built once, on first use
// (core/built_once.hpp): `Tables` has `attacks<kPiece>(occ, sq)`, or `rook(occ, sq)` and
// `bishop(occ, sq)`, the queen being their union.

#include <cstdint>

#include "attacks/attacks.hpp"
#include "core/built_once.hpp"
#include "core/tier.hpp"

namespace bitbench::attacks {
inline namespace BITBENCH_TIER {

template <class Tables, Piece kPiece>
std::uint64_t built_table_attacks(std::uint64_t occ, int sq) {
  const Tables& tables = built_once<Tables>();
  if constexpr (requires { tables.template attacks<kPiece>(occ, sq); }) {
    return tables.template attacks<kPiece>(occ, sq);
  } else if constexpr (kPiece == Piece::kRook) {
    return tables.rook(occ, sq);
  } else if constexpr (kPiece == Piece::kBishop) {
    return tables.bishop(occ, sq);
  } else {
    return tables.rook(occ, sq) | tables.bishop(occ, sq);
  }
}

// The kernel of kPiece for at_sizes, with the bytes of its tables.
template <class Tables, Piece kPiece>
constexpr auto built_table_kernel() {
  return WithTables{&built_table_attacks<Tables, kPiece>, sizeof(Tables)};
}

// The implementation of the method on the 8x8 board.
template <class Tables>
constexpr Implementation with_built_tables() {
  return at_sizes<8>([]<int, Piece kPiece> { return built_table_kernel<Tables, kPiece>(); });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::attacks
