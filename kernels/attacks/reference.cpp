// The reference sliding attacks: for each direction the piece slides in, walk square by square
// with row and column coordinates up to and including the first occupied square. No bit
// tricks, so that it is obviously right.

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

template <Piece kPiece>
std::uint64_t reference_attacks(std::uint64_t occ, int sq) {
  return chess::walk_attacks(kPiece, occ, sq);
}

template <Piece kPiece>
constexpr AttackSize kSize{8, kPiece, attack_loops<reference_attacks<kPiece>>};
constexpr AttackSize kSizes[] = {kSize<Piece::kRook>, kSize<Piece::kBishop>, kSize<Piece::kQueen>};

}  // namespace

extern const AttackImplementation reference{
    {"reference", "walks each ray square by square with coordinates", 0, kSizes, Role::kReference},
    0};

}  // namespace bitbench::attacks
