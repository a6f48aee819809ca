// Every registered sliding-attack implementation on hand-drawn chess and shogi boards; and
// verify catches a broken chess and shogi kernel.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "kernels/attacks/rotated.hpp"
#include "kernels/attacks/shogi.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

using attacks::Piece;
namespace shogi = attacks::shogi;

std::uint64_t bit(int row, int col) { return std::uint64_t{1} << (row * 8 + col); }

// The shogi square of shogi's (file, rank) coordinates, both counted from 1.
int shogi_square(int file, int rank) { return shogi::square(file - 1, rank - 1); }
shogi::Board shogi_bit(int file, int rank) { return shogi::square_bit(shogi_square(file, rank)); }

// A kernel's lookups on hand-drawn boards, through its plain or its ready-rotated loops.
class AttackLookups : public KernelTest {
 protected:
  template <int N>
  attacks::Board<N> attacks_at(Piece piece, const attacks::Board<N>& occ, int sq) const {
    const auto& impl = static_cast<const attacks::Implementation&>(*GetParam().implementation);
    if (const auto* loops = loops_of<attacks::Input<N>>(impl, N, piece)) {
      return loops->single({occ, sq});
    }
    if constexpr (N == 8) {
      if (const auto* ready = loops_of<attacks::ReadyRotatedInput>(impl, 8, piece)) {
        return ready->single({attacks::rotated::rotate(occ), sq});
      }
    }
    ADD_FAILURE() << "no entry for the piece";
    return {};
  }

  std::uint64_t attacks_of(Piece piece, std::uint64_t occ, int row, int col) const {
    return attacks_at<8>(piece, occ, row * 8 + col);
  }
  shogi::Board shogi_attacks_of(Piece piece, const shogi::Board& occ, int file, int rank) const {
    return attacks_at<9>(piece, occ, shogi_square(file, rank));
  }
};

using ChessLookups = AttackLookups;
using ShogiLookups = AttackLookups;

TEST_P(ChessLookups, EmptyBoardRays) {
  // A rook in a corner sees its rank and file, 14 squares; a bishop in the centre 13.
  EXPECT_EQ(std::popcount(attacks_of(Piece::kRook, 0, 0, 0)), 14);
  EXPECT_EQ(std::popcount(attacks_of(Piece::kBishop, 0, 3, 3)), 13);
  EXPECT_EQ(std::popcount(attacks_of(Piece::kQueen, 0, 3, 3)), 27);
}

TEST_P(ChessLookups, StopsOnTheFirstBlockerAndIncludesIt) {
  // Rook on d4 (row 3, col 3), blockers on d6 and b4: it sees d5 d6 and c4 b4, not beyond.
  const std::uint64_t occ = bit(5, 3) | bit(3, 1) | bit(6, 3) | bit(3, 0);
  const std::uint64_t seen = attacks_of(Piece::kRook, occ, 3, 3);
  EXPECT_TRUE(seen & bit(5, 3));
  EXPECT_TRUE(seen & bit(3, 1));
  EXPECT_FALSE(seen & bit(6, 3));
  EXPECT_FALSE(seen & bit(3, 0));
  EXPECT_FALSE(seen & bit(3, 3)) << "the piece's own square is not attacked";
}

TEST_P(ShogiLookups, EmptyBoardRays) {
  // A rook sees 16 squares anywhere; a bishop on 5e 16; a black lance on rank 9 sees 8 squares
  // up its file, a white one none.
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kRook, {}, 1, 1)), 16);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kRook, {}, 8, 3)), 16);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kBishop, {}, 5, 5)), 16);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kBishop, {}, 9, 9)), 8);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kLanceBlack, {}, 8, 9)), 8);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kLanceWhite, {}, 8, 9)), 0);
}

TEST_P(ShogiLookups, StopsOnTheFirstBlockerAcrossTheWords) {
  // Rook on 6e (word 0) with blockers on 8e (word 1), 9e beyond it, and 6c: it sees 7e 8e
  // and 6d 6c, not 9e or 6b. A black lance on 8g sees 8f .. 8c, not 8b.
  const shogi::Board occ =
      shogi_bit(8, 5) | shogi_bit(9, 5) | shogi_bit(6, 3) | shogi_bit(6, 2) | shogi_bit(8, 3);
  const shogi::Board seen = shogi_attacks_of(Piece::kRook, occ, 6, 5);
  for (auto [file, rank] : {std::pair{7, 5}, {8, 5}, {6, 4}, {6, 3}, {5, 5}, {1, 5}, {6, 9}}) {
    EXPECT_TRUE(static_cast<bool>(seen & shogi_bit(file, rank))) << file << rank;
  }
  for (auto [file, rank] : {std::pair{9, 5}, {6, 2}, {6, 5}}) {
    EXPECT_FALSE(static_cast<bool>(seen & shogi_bit(file, rank))) << file << rank;
  }
  const shogi::Board lance = shogi_attacks_of(Piece::kLanceBlack, occ, 8, 7);
  EXPECT_EQ(lance, shogi_bit(8, 6) | shogi_bit(8, 5));
}

INSTANTIATE_TEST_SUITE_P(Registered, ChessLookups,
                         testing::ValuesIn(kernels_of(attacks_family(), 8, true)),
                         kernel_test_name);
INSTANTIATE_TEST_SUITE_P(Registered, ShogiLookups,
                         testing::ValuesIn(kernels_of(attacks_family(), 9, true)),
                         kernel_test_name);

// A rook and bishop that forget to stop at the blocker when it is on the board's edge.
std::uint64_t edge_blind_attacks(std::uint64_t occ, int sq) {
  std::uint64_t seen = 0;
  for (int direction = 0; direction < 8; ++direction) {
    const auto [d_row, d_col] = kDirections[direction];
    for (int row = sq / 8 + d_row, col = sq % 8 + d_col; row >= 0 && row < 8 && col >= 0 && col < 8;
         row += d_row, col += d_col) {
      seen |= bit(row, col);
      const bool on_edge = row == 0 || row == 7 || col == 0 || col == 7;
      if ((occ & bit(row, col)) && !on_edge) break;
      if ((occ & bit(row, col)) && on_edge && (row + col) % 2) break;  // half of the edge only
    }
  }
  return seen;
}

constexpr attacks::Entry kBrokenEntries[] = {attacks::at<8, Piece::kRook, edge_blind_attacks>(),
                                             attacks::at<8, Piece::kBishop, edge_blind_attacks>(),
                                             attacks::at<8, Piece::kQueen, edge_blind_attacks>()};
const attacks::Implementation kBroken{{"broken_queen_everywhere", ""}, kBrokenEntries};

TEST(VerifyCatchesBrokenAttacks, FailsDrawsAndReproduces) {
  expect_caught(attacks_family(), kBroken, 8, 2, 100,
                "attacks/broken_queen_everywhere n:8 piece:rook");
}

// A black lance that does not stop at a blocker in file 9, the second word's top file.
shogi::Board lance_blind_in_file_9(shogi::Board occ, int sq) {
  shogi::Board seen;
  for (int rank = shogi::rank_of(sq) - 1; rank >= 0; --rank) {
    const shogi::Board to = shogi::square_bit(shogi::square(shogi::file_of(sq), rank));
    seen |= to;
    if (static_cast<bool>(occ & to) && shogi::file_of(sq) != 8) break;
  }
  return seen;
}

template <Piece kPiece>
shogi::Board reference_of(shogi::Board occ, int sq) {
  return shogi::walk_attacks(kPiece, occ, sq);
}

constexpr attacks::Entry kBrokenShogiEntries[] = {
    attacks::at<9, Piece::kRook, reference_of<Piece::kRook>>(),
    attacks::at<9, Piece::kBishop, reference_of<Piece::kBishop>>(),
    attacks::at<9, Piece::kLanceBlack, lance_blind_in_file_9>(),
    attacks::at<9, Piece::kLanceWhite, reference_of<Piece::kLanceWhite>>()};
const attacks::Implementation kBrokenShogi{{"broken_lance_file_9", ""}, kBrokenShogiEntries};

TEST(VerifyCatchesBrokenAttacks, ShogiLanceFailsDrawsAndReproduces) {
  expect_caught(attacks_family(), kBrokenShogi, 9, 2, 100,
                "attacks/broken_lance_file_9 n:9 piece:lance_black");
}

}  // namespace
}  // namespace bitbench
