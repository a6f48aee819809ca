// Rotated bitboards (kernels/attacks/rotated.hpp), with the rotated occupancies computed from
// `occ` inside every call: one table lookup per byte of `occ`, since a byte of the board maps
// to a fixed set of rotated bits. scalar_rotated_ready takes them ready-made instead; the
// difference between the two is the cost of preparing the rotations. Tables built on first use.

#include "attacks/rotated.hpp"

namespace bitbench::attacks {
namespace {

using rotated::LineTables;

// The rotated bits that each value of each byte of the occupancy sets.
class ByteRotations {
 public:
  ByteRotations() {
    for (int byte = 0; byte < 8; ++byte) {
      for (int value = 0; value < 256; ++value) {
        rotations_[byte][value] = rotated::rotate(static_cast<std::uint64_t>(value) << (8 * byte));
      }
    }
  }
  const RotatedOccupancy& of(int byte, int value) const { return rotations_[byte][value]; }

 private:
  RotatedOccupancy rotations_[8][256];
};

struct Tables {
  ByteRotations bytes;
  LineTables lines;
};

const Tables& tables() {
  static const Tables built;
  return built;
}

template <Piece kPiece>
std::uint64_t rotated_attacks(std::uint64_t occ, int sq) {
  const Tables& t = tables();
  constexpr bool kStraight = kPiece != Piece::kBishop;
  constexpr bool kDiagonals = kPiece != Piece::kRook;
  RotatedOccupancy boards{occ, 0, 0, 0};
  for (int byte = 0; byte < 8; ++byte) {
    const RotatedOccupancy& part = t.bytes.of(byte, (occ >> (8 * byte)) & 0xff);
    if constexpr (kStraight) boards.file |= part.file;
    if constexpr (kDiagonals) boards.diagonal |= part.diagonal;
    if constexpr (kDiagonals) boards.anti_diagonal |= part.anti_diagonal;
  }
  return t.lines.attacks<kPiece>(boards, sq);
}

template <Piece kPiece>
constexpr AttackSize kSize{8, kPiece, attack_loops<rotated_attacks<kPiece>>};
constexpr AttackSize kSizes[] = {kSize<Piece::kRook>, kSize<Piece::kBishop>, kSize<Piece::kQueen>};

}  // namespace

extern const AttackImplementation scalar_rotated{
    {"scalar_rotated",
     "rotated bitboards (90 and 45 degrees), a line extracted by shift and mask indexes "
     "attacks[64][256]; the rotated occupancies are computed from occ inside every call",
     0, kSizes},
    sizeof(Tables)};

}  // namespace bitbench::attacks
