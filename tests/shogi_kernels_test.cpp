// Every registered shogi sliding-attack implementation on hand-drawn boards; and verify catches
// a broken lance.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "kernels/shogi/shogi.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench::shogi {
namespace {

// The square and bit of shogi's (file, rank) coordinates, both counted from 1.
int square_at(int file, int rank) { return square(file - 1, rank - 1); }
Board bit_at(int file, int rank) { return square_bit(square_at(file, rank)); }

class ShogiLookups : public KernelTest {
 protected:
  Board attacks_of(Piece piece, const Board& occ, int file, int rank) const {
    const auto& impl = static_cast<const Implementation&>(*GetParam().implementation);
    if (const auto* loops = loops_of<Input>(impl, kSide, piece)) {
      return loops->single({occ, square_at(file, rank)});
    }
    ADD_FAILURE() << "no entry for the piece";
    return {};
  }
};

TEST_P(ShogiLookups, EmptyBoardRays) {
  // A rook sees 16 squares anywhere; a bishop on 5e 16; a black lance on rank 9 sees 8 squares
  // up its file, a white one none.
  EXPECT_EQ(popcount(attacks_of(Piece::kRook, {}, 1, 1)), 16);
  EXPECT_EQ(popcount(attacks_of(Piece::kRook, {}, 8, 3)), 16);
  EXPECT_EQ(popcount(attacks_of(Piece::kBishop, {}, 5, 5)), 16);
  EXPECT_EQ(popcount(attacks_of(Piece::kBishop, {}, 9, 9)), 8);
  EXPECT_EQ(popcount(attacks_of(Piece::kLanceBlack, {}, 8, 9)), 8);
  EXPECT_EQ(popcount(attacks_of(Piece::kLanceWhite, {}, 8, 9)), 0);
}

TEST_P(ShogiLookups, StopsOnTheFirstBlockerAcrossTheWords) {
  // Rook on 6e (word 0) with blockers on 8e (word 1), 9e beyond it, and 6c: it sees 7e 8e
  // and 6d 6c, not 9e or 6b. A black lance on 8g sees 8f .. 8c, not 8b.
  const Board occ = bit_at(8, 5) | bit_at(9, 5) | bit_at(6, 3) | bit_at(6, 2) | bit_at(8, 3);
  const Board seen = attacks_of(Piece::kRook, occ, 6, 5);
  for (auto [file, rank] : {std::pair{7, 5}, {8, 5}, {6, 4}, {6, 3}, {5, 5}, {1, 5}, {6, 9}}) {
    EXPECT_TRUE(static_cast<bool>(seen & bit_at(file, rank))) << file << rank;
  }
  for (auto [file, rank] : {std::pair{9, 5}, {6, 2}, {6, 5}}) {
    EXPECT_FALSE(static_cast<bool>(seen & bit_at(file, rank))) << file << rank;
  }
  const Board lance = attacks_of(Piece::kLanceBlack, occ, 8, 7);
  EXPECT_EQ(lance, bit_at(8, 6) | bit_at(8, 5));
}

INSTANTIATE_TEST_SUITE_P(Registered, ShogiLookups,
                         testing::ValuesIn(kernels_of(shogi_family(), 9, true)), kernel_test_name);

// A black lance that does not stop at a blocker in file 9, the second word's top file.
Board lance_blind_in_file_9(Board occ, int sq) {
  Board seen;
  for (int rank = rank_of(sq) - 1; rank >= 0; --rank) {
    const Board to = square_bit(square(file_of(sq), rank));
    seen |= to;
    if (static_cast<bool>(occ & to) && file_of(sq) != 8) break;
  }
  return seen;
}

template <Piece kPiece>
Board reference_of(Board occ, int sq) {
  return walk_attacks(kPiece, occ, sq);
}

constexpr Entry kBrokenShogiEntries[] = {
    Entry{kSide, Piece::kRook, kernel_loops<Input, reference_of<Piece::kRook>>},
    Entry{kSide, Piece::kBishop, kernel_loops<Input, reference_of<Piece::kBishop>>},
    Entry{kSide, Piece::kLanceBlack, kernel_loops<Input, lance_blind_in_file_9>},
    Entry{kSide, Piece::kLanceWhite, kernel_loops<Input, reference_of<Piece::kLanceWhite>>}};
const Implementation kBrokenShogi{{"broken_lance_file_9", ""}, kBrokenShogiEntries};

TEST(VerifyCatchesBrokenShogi, LanceFailsDrawsAndReproduces) {
  expect_caught(shogi_family(), kBrokenShogi, 9, 2, 100,
                "shogi/broken_lance_file_9 n:9 piece:lance_black");
}

}  // namespace
}  // namespace bitbench::shogi
