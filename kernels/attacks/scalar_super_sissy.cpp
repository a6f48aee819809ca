// Kindergarten Super SISSY bitboards (Michael Sherwin, talkchess topic 81234, January 2023, as
// Chess_Movegen's port "KGSSB" cites it): SISSY's per-square tables indexed by a kindergarten
// gather. Each of the four lines through the square has its own table of the square's attacks along
// that line, 64 entries per square indexed by the 6 bits of the line's inner squares, so an entry
// is the exact line attacks (a "sub set" of the queen's), and the piece's lines' entries, disjoint,
// are ORed:
//
// - rank: contiguous, its columns 1 to 6 are `(occ >> (8 * row + 1)) & 63`;
// - diagonal and anti-diagonal: at most one square per column, so the occupancy of the line's
//   inner squares times the column-1 mask of rows 1 to 6 (0x0002020202020200) carries each
//   square up to the last row one column over without two partial products meeting, and bits
//   58 to 63 hold columns 1 to 6;
// - file: shifted to column 0 and masked to rows 1 to 6, times the diagonal of (1, 2) to (6, 7)
//   (0x0080402010080400), which sends row r to the last row at column 8 - r, bits 58 to 63.
//
// Against scalar_kindergarten, the tables are per square, which spares the AND with the line's
// mask and the shift back to the square's column, at 128 KiB instead of 9 KiB.
//
// The tables are built on first use: every subset of each line's squares that can block (the
// square itself included, which the rank and file gathers read and the attacks ignore) is
// gathered, and its entry is the slow reference walk along the line; two subsets that gather to
// one index with different attacks abort the build.

#include <array>
#include <cstdint>
#include <cstdlib>

#include "attacks/built_tables.hpp"
#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

constexpr std::uint64_t kColumn0Rows1To6 = 0x0001010101010100;
constexpr std::uint64_t kColumn1Rows1To6 = 0x0002020202020200;
constexpr std::uint64_t kDiagonalRow1Col2 = 0x0080402010080400;  // (1, 2), (2, 3), ..., (6, 7)

enum Line { kRank, kFile, kDiagonal, kAntiDiagonal };

class Tables {
 public:
  Tables() {
    for (int sq = 0; sq < 64; ++sq) {
      diagonal_masks_[sq] = empty_board::blocking_squares(sq, kDiagonal);
      anti_diagonal_masks_[sq] = empty_board::blocking_squares(sq, kAntiDiagonal);
      for (int line = 0; line < 4; ++line) {
        std::array<bool, 64> filled{};
        const std::uint64_t read = empty_board::blocking_squares(sq, line) | std::uint64_t{1} << sq;
        const int up = empty_board::kLineUp[line];
        std::uint64_t subset = 0;
        do {
          const std::uint64_t attacks = chess::walk_ray(subset, sq, kDirections[up]) |
                                        chess::walk_ray(subset, sq, kDirections[up + 4]);
          const std::uint64_t index = this->index(subset, sq, line);
          if (filled[index] && line_attacks_[sq][line][index] != attacks) std::abort();
          filled[index] = true;
          line_attacks_[sq][line][index] = attacks;
          subset = (subset - read) & read;
        } while (subset != 0);
      }
    }
  }

  template <Piece kPiece>
  std::uint64_t attacks(std::uint64_t occ, int sq) const {
    const auto& lines = line_attacks_[sq];
    std::uint64_t attacks = 0;
    if constexpr (kPiece != Piece::kBishop) {
      attacks |= lines[kRank][index(occ, sq, kRank)] | lines[kFile][index(occ, sq, kFile)];
    }
    if constexpr (kPiece != Piece::kRook) {
      attacks |= lines[kDiagonal][index(occ, sq, kDiagonal)] |
                 lines[kAntiDiagonal][index(occ, sq, kAntiDiagonal)];
    }
    return attacks;
  }

 private:
  // Returns the 6-bit index of the occupancy of `line`'s inner squares, by the gathers above.
  [[gnu::always_inline]] std::uint64_t index(std::uint64_t occ, int sq, int line) const {
    switch (line) {
      case kRank:
        return (occ >> ((sq & 56) + 1)) & 63;
      case kFile:
        return (((occ >> (sq & 7)) & kColumn0Rows1To6) * kDiagonalRow1Col2) >> 58;
      case kDiagonal:
        return ((occ & diagonal_masks_[sq]) * kColumn1Rows1To6) >> 58;
      default:
        return ((occ & anti_diagonal_masks_[sq]) * kColumn1Rows1To6) >> 58;
    }
  }

  // [square][line][index]: the square's attacks along the line for the index's occupancy.
  alignas(64) std::array<std::array<std::array<std::uint64_t, 64>, 4>, 64> line_attacks_;
  std::array<std::uint64_t, 64> diagonal_masks_;       // the diagonal's blocking squares
  std::array<std::uint64_t, 64> anti_diagonal_masks_;  // likewise for the anti-diagonal
};

}  // namespace

extern const Implementation scalar_super_sissy = with_built_tables<Tables>();

}  // namespace bitbench::attacks
