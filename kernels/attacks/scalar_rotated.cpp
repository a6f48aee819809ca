// Rotated bitboards (kernels/attacks/rotated.hpp), with the rotated occupancies computed from
// `occ` inside every call: one table lookup per byte of `occ`, since a byte of the board maps
// to a fixed set of rotated bits. scalar_rotated_ready takes them ready-made instead; the
// difference between the two is the cost of preparing the rotations. Tables built on first use.
//
// On 10x10, 12x12 and 16x16 boards the kernel is rotated_wide_attacks
// (kernels/attacks/rotated_wide.hpp), which rotates by bit-matrix transposes and shears.

#include "attacks/rotated.hpp"
#include "attacks/rotated_wide.hpp"
#include "core/built_once.hpp"

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

const Tables& tables() { return built_once<Tables>(); }

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

// The masks of the 16x16 bit-matrix transpose and shears, read at every size beyond 8x8.
constexpr std::size_t kWideMaskBytes =
    sizeof(rotated_wide::kTransposeMask) + sizeof(rotated_wide::kColumnsWithBit);

}  // namespace

extern const Implementation scalar_rotated = at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> {
  if constexpr (N == 8) {
    return WithTables{&rotated_attacks<kPiece>, sizeof(Tables)};
  } else {
    return WithTables{&rotated_wide_attacks<N, kPiece>,
                      sizeof(rotated_wide::Tables<N>) + kWideMaskBytes +
                          sizeof(rotated_wide::kWordSelect<SquareBoard<N>::Board::kWords>)};
  }
});

}  // namespace bitbench::attacks
