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

constexpr Entry kEntries[] = {at<8, Piece::kRook, null_attacks>(),
                              at<8, Piece::kBishop, null_attacks>(),
                              at<8, Piece::kQueen, null_attacks>(),
                              at<9, Piece::kRook, null_shogi_attacks>(),
                              at<9, Piece::kBishop, null_shogi_attacks>(),
                              at<9, Piece::kLanceBlack, null_shogi_attacks>(),
                              at<9, Piece::kLanceWhite, null_shogi_attacks>()};

}  // namespace

extern const Implementation null{
    {"null", "returns occ with sq folded in: the cost of the loops alone, not an attack set", 0,
     Role::kNull},
    kEntries};

}  // namespace bitbench::attacks
