// Rotated bitboards, as in the chess document: besides the occupancy itself, the occupancy is
// kept rotated so that each line's squares lie next to each other: by 90 degrees (files), and
// by 45 degrees either way (the two diagonal directions, packed one diagonal after another, as
// the document's r45L_map and r45R_map). A line's occupancy is then extracted with a shift and
// a mask and indexes a table attacks[64][256] per line direction. Here the rotated occupancies
// are computed from `occ` inside every call, one table lookup per byte of `occ` (a byte of the
// board maps to a fixed set of rotated bits); an engine would update them move by move. The
// tables are built on first use.

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

// The four line directions: the lines a piece on a square slides along.
enum Line { kRank, kFile, kDiagonal, kAntiDiagonal };
constexpr int kLines = 4;

// The bit of each square in each line direction's board, the bit where its line starts and
// the line's length. Ranks and files take 8 bits each, rank by rank (the unrotated board) or
// file by file (rotated 90 degrees). Diagonals (row - col fixed) and anti-diagonals (row + col
// fixed) are packed in order of that sum or difference, each from its top square.
struct Placement {
  int bit;
  int start;
  int length;
};

constexpr Placement place(Line line, int sq) {
  const int row = sq / 8, col = sq % 8;
  if (line == kRank) return {sq, 8 * row, 8};
  if (line == kFile) return {8 * col + row, 8 * col, 8};
  const int index = line == kDiagonal ? row - col + 7 : row + col;  // 0..14
  int start = 0;
  for (int earlier = 0; earlier < index; ++earlier)
    start += 8 - (earlier > 7 ? earlier - 7 : 7 - earlier);
  const int length = 8 - (index > 7 ? index - 7 : 7 - index);
  const int top_row =
      line == kDiagonal ? (row - col > 0 ? row - col : 0) : (index > 7 ? index - 7 : 0);
  return {start + row - top_row, start, length};
}

// The directions of kDirections along each line direction.
constexpr std::array<std::array<int, 2>, kLines> kLineDirections{{{0, 4}, {2, 6}, {3, 7}, {1, 5}}};

// The rotated occupancies (the rank board is the occupancy itself), or their part that one
// byte of the occupancy sets.
struct Rotated {
  std::uint64_t file;
  std::uint64_t diagonal;
  std::uint64_t anti_diagonal;
};

// Where a line starts in its board and the mask of its length, per square.
struct Extract {
  std::uint8_t shift[kLines];
  std::uint8_t mask[kLines];
};

class RotatedTables {
 public:
  RotatedTables() {
    for (int byte = 0; byte < 8; ++byte) {
      for (int value = 0; value < 256; ++value) {
        Rotated& rotated = rotate_[byte][value];
        rotated = {};
        for (int i = 0; i < 8; ++i) {
          if ((value >> i & 1) == 0) continue;
          const int sq = 8 * byte + i;
          rotated.file |= std::uint64_t{1} << place(kFile, sq).bit;
          rotated.diagonal |= std::uint64_t{1} << place(kDiagonal, sq).bit;
          rotated.anti_diagonal |= std::uint64_t{1} << place(kAntiDiagonal, sq).bit;
        }
      }
    }
    for (int line = 0; line < kLines; ++line) {
      for (int sq = 0; sq < 64; ++sq) {
        const Placement placement = place(static_cast<Line>(line), sq);
        extract_[sq].shift[line] = static_cast<std::uint8_t>(placement.start);
        extract_[sq].mask[line] = static_cast<std::uint8_t>((1 << placement.length) - 1);
        for (int value = 0; value < 256; ++value) {
          attacks_[line][sq][value] = line_attacks(static_cast<Line>(line), sq, value);
        }
      }
    }
  }

  const Rotated& rotated(int byte, int value) const { return rotate_[byte][value]; }
  const Extract& extract(int sq) const { return extract_[sq]; }
  std::uint64_t attacks(Line line, int sq, std::uint64_t value) const {
    return attacks_[line][sq][value];
  }

 private:
  // Returns the attacks along `line` from `sq` when the squares of that line hold `value`, a
  // line of its rotated board.
  static std::uint64_t line_attacks(Line line, int sq, int value) {
    const Placement placement = place(line, sq);
    std::uint64_t occ = 0;
    for (int other = 0; other < 64; ++other) {
      const Placement other_placement = place(line, other);
      const int position = other_placement.bit - placement.start;
      if (other_placement.start == placement.start && (value >> position & 1) != 0) {
        occ |= std::uint64_t{1} << other;
      }
    }
    const auto [forward, backward] = kLineDirections[line];
    return chess::walk_ray(occ, sq, kDirections[forward]) |
           chess::walk_ray(occ, sq, kDirections[backward]);
  }

  Rotated rotate_[8][256];
  Extract extract_[64];
  std::uint64_t attacks_[kLines][64][256];
};

const RotatedTables& tables() {
  static const RotatedTables built;
  return built;
}

template <Piece kPiece>
std::uint64_t rotated_attacks(std::uint64_t occ, int sq) {
  const RotatedTables& rotated = tables();
  constexpr bool kStraight = kPiece != Piece::kBishop;
  constexpr bool kDiagonals = kPiece != Piece::kRook;
  Rotated boards{};
  for (int byte = 0; byte < 8; ++byte) {
    const Rotated& part = rotated.rotated(byte, (occ >> (8 * byte)) & 0xff);
    if constexpr (kStraight) boards.file |= part.file;
    if constexpr (kDiagonals) boards.diagonal |= part.diagonal;
    if constexpr (kDiagonals) boards.anti_diagonal |= part.anti_diagonal;
  }
  const Extract& extract = rotated.extract(sq);
  const auto along = [&](Line line, std::uint64_t board) {
    return rotated.attacks(line, sq, (board >> extract.shift[line]) & extract.mask[line]);
  };
  std::uint64_t attacks = 0;
  if constexpr (kStraight) attacks |= along(kRank, occ) | along(kFile, boards.file);
  if constexpr (kDiagonals) {
    attacks |= along(kDiagonal, boards.diagonal) | along(kAntiDiagonal, boards.anti_diagonal);
  }
  return attacks;
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
    sizeof(RotatedTables)};

}  // namespace bitbench::attacks
