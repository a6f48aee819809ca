#pragma once
// The shogi board of the attack kernels, registered as size 9: 81 squares in two 64-bit
// words (Bits<2>), file-major as in YaneuraOu. Square sq = 9 * file + rank (file 0 is
// shogi's file 1, rank 0 its rank 1, at the top; black moves toward rank 0). Files 0-6
// (squares 0-62) are bits 0-62 of word 0, files 7-8 (squares 63-80) bits 0-17 of word 1;
// bit 63 of word 0 and bits 18-63 of word 1 are always 0.
//
// Why split at file 7: a rook or bishop never has a relevant blocker on an edge file, so a
// relevant-occupancy mask has no bit on file 0 (bits 0-8 of word 0) and none on file 8 (bits
// 9-17 of word 1) except along the piece's own file, whose squares are then in the other
// word's edge-file positions. The two words of a masked occupancy therefore never share a
// set bit position, and `w0 | w1` is a 63-bit key with the same information: one PEXT or one
// magic multiplication indexes the table (shogi_relevant_mask is checked for this when the
// tables are built).

#include <array>

#include "attacks/attacks.hpp"

namespace bitbench::attacks::shogi {

using Board = Bits<2>;

inline constexpr int kSide = 9;
inline constexpr int kSquares = 81;

constexpr int square(int file, int rank) { return kSide * file + rank; }
constexpr int file_of(int sq) { return sq / kSide; }
constexpr int rank_of(int sq) { return sq % kSide; }

// Returns the bit index of a square: squares of files 7 and 8 skip bit 63.
constexpr int bit_of(int sq) { return sq < 63 ? sq : sq + 1; }

constexpr Board square_bit(int sq) { return single_bit<Board>(bit_of(sq)); }

constexpr Board all_squares() {
  Board board;
  for (int sq = 0; sq < kSquares; ++sq) set_bit(board, bit_of(sq));
  return board;
}

struct Step {
  int d_file;
  int d_rank;
};

// The rook's four directions, then the bishop's four.
inline constexpr std::array<Step, 8> kSteps{
    {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}}};

// Returns the directions `piece` slides in, as indices into kSteps.
constexpr std::array<bool, 8> slides(Piece piece) {
  switch (piece) {
    case Piece::kRook:
      return {true, true, true, true, false, false, false, false};
    case Piece::kBishop:
      return {false, false, false, false, true, true, true, true};
    case Piece::kLanceBlack:
      return {true, false, false, false, false, false, false, false};
    case Piece::kLanceWhite:
      return {false, true, false, false, false, false, false, false};
    case Piece::kQueen:
      break;
  }
  return {};
}

// Returns the squares `piece` on `sq` attacks: walks each of its directions square by square
// with file and rank coordinates up to and including the first occupied square.
constexpr Board walk_attacks(Piece piece, const Board& occ, int sq) {
  Board attacks;
  const auto directions = slides(piece);
  for (int d = 0; d < 8; ++d) {
    if (!directions[d]) continue;
    for (int file = file_of(sq) + kSteps[d].d_file, rank = rank_of(sq) + kSteps[d].d_rank;
         file >= 0 && file < kSide && rank >= 0 && rank < kSide;
         file += kSteps[d].d_file, rank += kSteps[d].d_rank) {
      const int to = square(file, rank);
      set_bit(attacks, bit_of(to));
      if (test_bit(occ, bit_of(to))) break;
    }
  }
  return attacks;
}

// Returns the relevant occupancy mask of `piece` on `sq`: its rays less the last square of
// each, whose occupancy cannot change the attacks.
constexpr Board relevant_mask(Piece piece, int sq) {
  Board mask;
  const auto directions = slides(piece);
  for (int d = 0; d < 8; ++d) {
    if (!directions[d]) continue;
    const auto [d_file, d_rank] = kSteps[d];
    for (int file = file_of(sq) + d_file, rank = rank_of(sq) + d_rank;
         file + d_file >= 0 && file + d_file < kSide && rank + d_rank >= 0 && rank + d_rank < kSide;
         file += d_file, rank += d_rank) {
      set_bit(mask, bit_of(square(file, rank)));
    }
  }
  return mask;
}

}  // namespace bitbench::attacks::shogi
