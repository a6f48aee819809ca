#pragma once
// Shogi sliding attacks: the squares a rook, bishop or lance on `sq` attacks given the
// occupancy `occ` of the 9x9 shogi board, every square along its rays up to and including the
// first occupied one. A kernel is `Board kernel(const Board& occ, int sq)` for one piece.
//
// The board: 81 squares in two 64-bit words (Bits<2>), file-major as in YaneuraOu. Square sq = 9 *
// file + rank (file 0 is shogi's file 1, rank 0 its rank 1, at the top; black moves toward rank 0).
// Files 0-6 (squares 0-62) are bits 0-62 of word 0, files 7-8 (squares 63-80) bits 0-17 of word 1;
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
#include <span>
#include <tuple>

#include "core/implementation.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"

namespace bitbench::shogi {

using Board = Bits<2>;

// The sliding pieces: rook, bishop and the lance of each side (black's moves toward rank 1,
// white's toward rank 9).
enum class Piece { kRook, kBishop, kLanceBlack, kLanceWhite };
inline constexpr Piece kPieces[] = {Piece::kRook, Piece::kBishop, Piece::kLanceBlack,
                                    Piece::kLanceWhite};

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

// One lookup: the occupancy and the piece's square.
struct Input {
  using Output = Board;
  static constexpr int kSide = shogi::kSide;
  Board occ;
  int sq;

  auto fields() const { return std::tie(occ, sq); }
  // The latency chain threads each result into the next call's occupancy.
  void feed(const Board& carried_zero) { occ ^= carried_zero; }
};

struct Traits {
  using Key = Piece;
  using Loops = AnyLoops<Input>;
};

using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// Returns the entry of the kernel `Kernels` gives for kPiece.
template <class Kernels, Piece kPiece>
constexpr Entry entry_of() {
  constexpr auto kernel = Kernels{}.template operator()<kPiece>();
  if constexpr (requires { kernel.table_bytes; }) {
    return {kSide, kPiece, kernel_loops<Input, kernel.kernel>, kernel.table_bytes};
  } else {
    return {kSide, kPiece, kernel_loops<Input, kernel>};
  }
}

template <class Kernels>
inline constexpr std::array kEntries{
    entry_of<Kernels, Piece::kRook>(), entry_of<Kernels, Piece::kBishop>(),
    entry_of<Kernels, Piece::kLanceBlack>(), entry_of<Kernels, Piece::kLanceWhite>()};

// Returns the implementation of a kernel for every piece: Kernels is the type of
// `[]<Piece kPiece> { return &kernel<kPiece>; }`, or of one that returns
// WithTables{&kernel<kPiece>, bytes}.
inline namespace BITBENCH_TIER {
template <class Kernels>
constexpr Implementation on_board(Kernels) {
  return compiled_here<Traits>(kEntries<Kernels>);
}
}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/shogi/registry.cpp

}  // namespace bitbench::shogi
