// Every registered chess sliding-attack implementation on hand-drawn boards; and verify catches
// a broken kernel.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "kernels/attacks/rotated.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

using attacks::Piece;

std::uint64_t bit(int row, int col) { return std::uint64_t{1} << (row * 8 + col); }

// A kernel's lookups on hand-drawn boards, through its plain or its ready-rotated loops.
class ChessLookups : public KernelTest {
 protected:
  std::uint64_t attacks_of(Piece piece, std::uint64_t occ, int row, int col) const {
    const auto& impl = static_cast<const attacks::Implementation&>(*GetParam().implementation);
    const int sq = row * 8 + col;
    if (const auto* loops = loops_of<attacks::Input<8>>(impl, 8, piece)) {
      return loops->single({occ, sq});
    }
    if (const auto* ready = loops_of<attacks::ReadyRotatedInput>(impl, 8, piece)) {
      return ready->single({attacks::rotated::rotate(occ), sq});
    }
    ADD_FAILURE() << "no entry for the piece";
    return {};
  }
};

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

INSTANTIATE_TEST_SUITE_P(Registered, ChessLookups,
                         testing::ValuesIn(kernels_of(attacks_family(), 8, true)),
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

}  // namespace
}  // namespace bitbench
