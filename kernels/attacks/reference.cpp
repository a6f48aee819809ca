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
constexpr AttackSize kSize{N, kPiece, attack_loops<reference_attacks<N, kPiece>>};
template <Piece kPiece>
constexpr AttackSize kShogiSize{9, kPiece, attack_loops<shogi_reference_attacks<kPiece>>};
constexpr AttackSize kSizes[] = {
    kSize<8, Piece::kRook>,  kSize<8, Piece::kBishop>,  kSize<8, Piece::kQueen>,
    kSize<10, Piece::kRook>, kSize<10, Piece::kBishop>, kSize<10, Piece::kQueen>,
    kSize<12, Piece::kRook>, kSize<12, Piece::kBishop>, kSize<12, Piece::kQueen>,
    kSize<16, Piece::kRook>, kSize<16, Piece::kBishop>, kSize<16, Piece::kQueen>,
    kShogiSize<Piece::kRook>, kShogiSize<Piece::kBishop>, kShogiSize<Piece::kLanceBlack>,
    kShogiSize<Piece::kLanceWhite>};

}  // namespace

extern const AttackImplementation reference{
    {"reference", "walks each ray square by square with coordinates", 0, kSizes, Role::kReference}};

}  // namespace bitbench::attacks
