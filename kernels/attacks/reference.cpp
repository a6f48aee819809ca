// The reference sliding attacks: for each direction the piece slides in, walk square by square
// with row and column coordinates up to and including the first occupied square. No bit
// tricks, so that it is obviously right. Registered on 8x8, 10x10, 12x12 and 16x16 chess
// boards, and on the shogi board (size 9) with file and rank coordinates.

#include "attacks/shogi.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::BoardOf;

template <int N, Piece kPiece>
BoardOf<N> reference_attacks(BoardOf<N> occ, int sq) {
  return chess::walk_attacks<N>(kPiece, occ, sq);
}

template <Piece kPiece>
shogi::Board shogi_reference_attacks(shogi::Board occ, int sq) {
  return shogi::walk_attacks(kPiece, occ, sq);
}

template <int N, Piece kPiece>
constexpr Entry kEntry = at<N, kPiece, reference_attacks<N, kPiece>>();
template <Piece kPiece>
constexpr Entry kShogiEntry = at<9, kPiece, shogi_reference_attacks<kPiece>>();
constexpr Entry kEntries[] = {
    kEntry<8, Piece::kRook>,        kEntry<8, Piece::kBishop>,   kEntry<8, Piece::kQueen>,
    kEntry<10, Piece::kRook>,       kEntry<10, Piece::kBishop>,  kEntry<10, Piece::kQueen>,
    kEntry<12, Piece::kRook>,       kEntry<12, Piece::kBishop>,  kEntry<12, Piece::kQueen>,
    kEntry<16, Piece::kRook>,       kEntry<16, Piece::kBishop>,  kEntry<16, Piece::kQueen>,
    kShogiEntry<Piece::kRook>,      kShogiEntry<Piece::kBishop>, kShogiEntry<Piece::kLanceBlack>,
    kShogiEntry<Piece::kLanceWhite>};

}  // namespace

extern const Implementation reference{
    {"reference", "walks each ray square by square with coordinates", 0, Role::kReference},
    kEntries};

}  // namespace bitbench::attacks
