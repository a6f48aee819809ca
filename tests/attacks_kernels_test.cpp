// Every registered sliding-attack implementation, on hand-drawn chess and shogi boards and on
// verify's exhaustive blocker subsets; and verify catches a broken chess and shogi kernel.

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "tests/expect_verified.hpp"
#include "harness/attacks_family.hpp"
#include "harness/cpu.hpp"
#include "harness/registry_access.hpp"
#include "kernels/attacks/rotated.hpp"
#include "kernels/attacks/shogi.hpp"

namespace bitbench {
namespace {

using attacks::AttackImplementation;
using attacks::Piece;
namespace shogi = attacks::shogi;

std::uint64_t bit(int row, int col) { return std::uint64_t{1} << (row * 8 + col); }

// The shogi square of shogi's (file, rank) coordinates, both counted from 1.
int shogi_square(int file, int rank) { return shogi::square(file - 1, rank - 1); }
shogi::Board shogi_bit(int file, int rank) { return shogi::square_bit(shogi_square(file, rank)); }

class AttackKernel : public testing::TestWithParam<const AttackImplementation*> {
 protected:
  void SetUp() override {
    const auto& impl = *GetParam();
    if (impl.role == Role::kNull) GTEST_SKIP() << "the null kernel computes no attacks";
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) GTEST_SKIP() << "attacks/" << impl.name << " " << why;
  }

  bool has_size(int n) const {
    return std::any_of(GetParam()->sizes.begin(), GetParam()->sizes.end(),
                       [n](const auto& entry) { return entry.n == n; });
  }

  template <class Board>
  Board attacks_at(int n, Piece piece, const Board& occ, int sq) const {
    for (const auto& entry : GetParam()->sizes) {
      if (entry.n != n || entry.piece != piece) continue;
      if constexpr (std::is_same_v<Board, std::uint64_t>) {
        if (const auto* ready = std::get_if<attacks::ReadyRotatedLoops>(&entry.loops)) {
          return ready->single({attacks::rotated::rotate(occ), sq});
        }
      }
      return std::get<attacks::AttackLoopsOf<Board>>(entry.loops).single({occ, sq});
    }
    ADD_FAILURE() << "no entry for the piece";
    return Board{};
  }

  std::uint64_t attacks_of(Piece piece, std::uint64_t occ, int row, int col) const {
    return attacks_at<std::uint64_t>(8, piece, occ, row * 8 + col);
  }
  shogi::Board shogi_attacks_of(Piece piece, const shogi::Board& occ, int file, int rank) const {
    return attacks_at<shogi::Board>(9, piece, occ, shogi_square(file, rank));
  }
};

TEST_P(AttackKernel, EmptyBoardRays) {
  if (!has_size(8)) GTEST_SKIP() << "no chess 8x8 board";
  // A rook in a corner sees its rank and file, 14 squares; a bishop in the centre 13.
  EXPECT_EQ(std::popcount(attacks_of(Piece::kRook, 0, 0, 0)), 14);
  EXPECT_EQ(std::popcount(attacks_of(Piece::kBishop, 0, 3, 3)), 13);
  EXPECT_EQ(std::popcount(attacks_of(Piece::kQueen, 0, 3, 3)), 27);
}

TEST_P(AttackKernel, StopsOnTheFirstBlockerAndIncludesIt) {
  if (!has_size(8)) GTEST_SKIP() << "no chess 8x8 board";
  // Rook on d4 (row 3, col 3), blockers on d6 and b4: it sees d5 d6 and c4 b4, not beyond.
  const std::uint64_t occ = bit(5, 3) | bit(3, 1) | bit(6, 3) | bit(3, 0);
  const std::uint64_t seen = attacks_of(Piece::kRook, occ, 3, 3);
  EXPECT_TRUE(seen & bit(5, 3));
  EXPECT_TRUE(seen & bit(3, 1));
  EXPECT_FALSE(seen & bit(6, 3));
  EXPECT_FALSE(seen & bit(3, 0));
  EXPECT_FALSE(seen & bit(3, 3)) << "the piece's own square is not attacked";
}

TEST_P(AttackKernel, ShogiEmptyBoardRays) {
  if (!has_size(9)) GTEST_SKIP() << "no shogi board";
  // A rook sees 16 squares anywhere; a bishop on 5e 16; a black lance on rank 9 sees 8 squares
  // up its file, a white one none.
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kRook, {}, 1, 1)), 16);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kRook, {}, 8, 3)), 16);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kBishop, {}, 5, 5)), 16);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kBishop, {}, 9, 9)), 8);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kLanceBlack, {}, 8, 9)), 8);
  EXPECT_EQ(popcount(shogi_attacks_of(Piece::kLanceWhite, {}, 8, 9)), 0);
}

TEST_P(AttackKernel, ShogiStopsOnTheFirstBlockerAcrossTheWords) {
  if (!has_size(9)) GTEST_SKIP() << "no shogi board";
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

TEST_P(AttackKernel, AgreesWithTheReferenceOnEveryBlockerSubset) {
  if (GetParam()->role == Role::kReference) GTEST_SKIP() << "the reference is the yardstick";
  const AttacksFamily family;
  expect_verified_at_every_size(family, GetParam()->name,
                                {.seed = 3, .count = 5'000, .input = {}});
}

INSTANTIATE_TEST_SUITE_P(Registered, AttackKernel,
                         testing::ValuesIn(attacks::implementations().begin(),
                                           attacks::implementations().end()),
                         [](const auto& info) { return std::string(info.param->name); });

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

constexpr attacks::AttackSize kBrokenSizes[] = {
    {8, Piece::kRook, attacks::attack_loops<edge_blind_attacks>},
    {8, Piece::kBishop, attacks::attack_loops<edge_blind_attacks>},
    {8, Piece::kQueen, attacks::attack_loops<edge_blind_attacks>}};
const AttackImplementation kBroken{{"broken_queen_everywhere", "", 0, kBrokenSizes}};

TEST(VerifyCatchesBrokenAttacks, FailsDrawsAndReproduces) {
  const AttackImplementation* registry[] = {&find_reference(attacks::implementations()), &kBroken};
  const AttacksFamily family{registry};
  const ImplementationInfo info{"broken_queen_everywhere", "", 0, {8}, Role::kKernel};
  std::ostringstream log;
  EXPECT_FALSE(family.verify(info, 8, {.seed = 2, .count = 100, .input = {}}, log));
  const std::string report = log.str();
  EXPECT_NE(report.find("MISMATCH attacks/broken_queen_everywhere n:8 piece:rook"),
            std::string::npos)
      << report;
  std::smatch command;
  ASSERT_TRUE(std::regex_search(report, command, std::regex("--input (\\S+)"))) << report;
  std::ostringstream again;
  EXPECT_FALSE(family.verify(info, 8, {.seed = 2, .count = 1, .input = command[1]}, again));
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

constexpr attacks::AttackSize kBrokenShogiSizes[] = {
    {9, Piece::kRook, attacks::attack_loops<reference_of<Piece::kRook>>},
    {9, Piece::kBishop, attacks::attack_loops<reference_of<Piece::kBishop>>},
    {9, Piece::kLanceBlack, attacks::attack_loops<lance_blind_in_file_9>},
    {9, Piece::kLanceWhite, attacks::attack_loops<reference_of<Piece::kLanceWhite>>}};
const AttackImplementation kBrokenShogi{{"broken_lance_file_9", "", 0, kBrokenShogiSizes}};

TEST(VerifyCatchesBrokenAttacks, ShogiLanceFailsDrawsAndReproduces) {
  const AttackImplementation* registry[] = {&find_reference(attacks::implementations()),
                                            &kBrokenShogi};
  const AttacksFamily family{registry};
  const ImplementationInfo info{"broken_lance_file_9", "", 0, {9}, Role::kKernel};
  std::ostringstream log;
  EXPECT_FALSE(family.verify(info, 9, {.seed = 2, .count = 100, .input = {}}, log));
  const std::string report = log.str();
  EXPECT_NE(report.find("MISMATCH attacks/broken_lance_file_9 n:9 piece:lance_black"),
            std::string::npos)
      << report;
  std::smatch command;
  ASSERT_TRUE(std::regex_search(report, command, std::regex("--input (\\S+)"))) << report;
  std::ostringstream again;
  EXPECT_FALSE(family.verify(info, 9, {.seed = 2, .count = 1, .input = command[1]}, again));
}

}  // namespace
}  // namespace bitbench
