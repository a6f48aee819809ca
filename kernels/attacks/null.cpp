// The null kernel: returns a value derived from its input at no cost, so that the loops' own
// cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "attacks/shogi.hpp"

namespace bitbench::attacks {
namespace {

std::uint64_t null_attacks(std::uint64_t occ, int sq) { return occ ^ (std::uint64_t{1} << sq); }

shogi::Board null_shogi_attacks(shogi::Board occ, int sq) {
  occ.words[0] ^= static_cast<std::uint64_t>(sq);
  return occ;
}

constexpr AttackSize kSizes[] = {{8, Piece::kRook, attack_loops<null_attacks>},
                                 {8, Piece::kBishop, attack_loops<null_attacks>},
                                 {8, Piece::kQueen, attack_loops<null_attacks>},
                                 {9, Piece::kRook, attack_loops<null_shogi_attacks>},
                                 {9, Piece::kBishop, attack_loops<null_shogi_attacks>},
                                 {9, Piece::kLanceBlack, attack_loops<null_shogi_attacks>},
                                 {9, Piece::kLanceWhite, attack_loops<null_shogi_attacks>}};

}  // namespace

extern const AttackImplementation null{
    {"null", "returns occ with sq folded in: the cost of the loops alone, not an attack set", 0, kSizes,
     Role::kNull}};

}  // namespace bitbench::attacks
