#pragma once
// Rotated bitboards, as in the chess document (seed 003): besides the occupancy itself, the
// occupancy is kept rotated so that each line's squares lie next to each other: by 90 degrees
// (files), and by 45 degrees either way (the two diagonal directions, packed one diagonal
// after another, as the document's r45L_map and r45R_map). A line's occupancy is then
// extracted with a shift and a mask and indexes a table attacks[64][256] per line direction.
// Shared by scalar_rotated (rotations computed inside the call), scalar_rotated_ready
// (rotations supplied ready-made) and the harness, which prepares the ready-made ones.

#include "attacks/sliding.hpp"

namespace bitbench::attacks::rotated {

// The four line directions: the lines a piece on a square slides along.
enum Line { kRank, kFile, kDiagonal, kAntiDiagonal };
inline constexpr int kLines = 4;

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

// Returns the occupancy with its three rotations, square by square: what an engine keeps
// up to date incrementally, and what the harness hands to scalar_rotated_ready.
constexpr RotatedOccupancy rotate(std::uint64_t occ) {
  RotatedOccupancy rotated{occ, 0, 0, 0};
  for (int sq = 0; sq < 64; ++sq) {
    if ((occ >> sq & 1) == 0) continue;
    rotated.file |= std::uint64_t{1} << place(kFile, sq).bit;
    rotated.diagonal |= std::uint64_t{1} << place(kDiagonal, sq).bit;
    rotated.anti_diagonal |= std::uint64_t{1} << place(kAntiDiagonal, sq).bit;
  }
  return rotated;
}

// The line tables: where each square's line starts in its rotated board, the mask of its
// length, and the attacks along it for each of the 256 line occupancies.
class LineTables {
 public:
  LineTables() {
    for (int line = 0; line < kLines; ++line) {
      for (int sq = 0; sq < 64; ++sq) {
        const Placement placement = place(static_cast<Line>(line), sq);
        shift_[sq][line] = static_cast<std::uint8_t>(placement.start);
        mask_[sq][line] = static_cast<std::uint8_t>((1 << placement.length) - 1);
        for (int value = 0; value < 256; ++value) {
          attacks_[line][sq][value] = line_attacks(static_cast<Line>(line), sq, value);
        }
      }
    }
  }

  // Returns the attacks along `line` from `sq`, given that line direction's rotated board.
  std::uint64_t along(Line line, int sq, std::uint64_t board) const {
    return attacks_[line][sq][(board >> shift_[sq][line]) & mask_[sq][line]];
  }

  // Returns the attacks of kPiece from the occupancy and its rotations.
  template <Piece kPiece>
  std::uint64_t attacks(const RotatedOccupancy& boards, int sq) const {
    std::uint64_t attacks = 0;
    if constexpr (kPiece != Piece::kBishop) {
      attacks |= along(kRank, sq, boards.occ) | along(kFile, sq, boards.file);
    }
    if constexpr (kPiece != Piece::kRook) {
      attacks |=
          along(kDiagonal, sq, boards.diagonal) | along(kAntiDiagonal, sq, boards.anti_diagonal);
    }
    return attacks;
  }

 private:
  // The directions of kDirections along each line direction.
  static constexpr std::array<std::array<int, 2>, kLines> kLineDirections{
      {{0, 4}, {2, 6}, {3, 7}, {1, 5}}};

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

  std::uint8_t shift_[64][kLines];
  std::uint8_t mask_[64][kLines];
  std::uint64_t attacks_[kLines][64][256];
};

}  // namespace bitbench::attacks::rotated
