// The null kernel: returns a value derived from its input at no cost, so that the loops' own
// cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "shogi/shogi.hpp"

namespace bitbench::shogi {
namespace {

Board null_attacks(Board occ, int sq) {
  occ.words[0] ^= static_cast<std::uint64_t>(sq);
  return occ;
}

}  // namespace

extern const Implementation null = on_board([]<Piece> { return &null_attacks; });

}  // namespace bitbench::shogi
