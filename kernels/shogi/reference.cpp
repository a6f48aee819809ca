// The reference every shogi kernel is checked against.

#include "shogi/shogi.hpp"

namespace bitbench::shogi {
namespace {

template <Piece kPiece>
Board reference_attacks(Board occ, int sq) {
  return walk_attacks(kPiece, occ, sq);
}

}  // namespace

extern const Implementation reference =
    on_board([]<Piece kPiece> { return &reference_attacks<kPiece>; });

}  // namespace bitbench::shogi
