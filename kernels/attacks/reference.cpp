// The reference sliding attacks: for each direction the piece slides in, walk square by square
// with row and column coordinates up to and including the first occupied square. No bit
// tricks, so that it is obviously right. Registered on 8x8, 10x10, 12x12 and 16x16 chess
// boards, and on the shogi board (size 9) with file and rank coordinates.

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::BoardOf;

template <int N, Piece kPiece>
BoardOf<N> reference_attacks(BoardOf<N> occ, int sq) {
  return chess::walk_attacks<N>(kPiece, occ, sq);
}

}  // namespace

extern const Implementation reference =
    at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> { return &reference_attacks<N, kPiece>; });

}  // namespace bitbench::attacks
