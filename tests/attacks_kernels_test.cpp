// Every registered sliding-attack implementation, on hand-drawn boards and on verify's
// exhaustive blocker subsets; and verify catches a broken kernel.

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "harness/attacks_family.hpp"
#include "harness/cpu.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

using attacks::AttackImplementation;
using attacks::Piece;

std::uint64_t bit(int row, int col) { return std::uint64_t{1} << (row * 8 + col); }

class AttackKernel : public testing::TestWithParam<const AttackImplementation*> {
 protected:
  void SetUp() override {
    const auto& impl = *GetParam();
    if (impl.role == Role::kNull) GTEST_SKIP() << "the null kernel computes no attacks";
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) GTEST_SKIP() << "attacks/" << impl.name << " " << why;
  }

  std::uint64_t attacks_of(Piece piece, std::uint64_t occ, int row, int col) const {
    for (const auto& entry : GetParam()->sizes) {
      if (entry.n == 8 && entry.piece == piece) {
        return std::get<attacks::AttackLoopsOf<std::uint64_t>>(entry.loops)
            .single({occ, row * 8 + col});
      }
    }
    ADD_FAILURE() << "no entry for the piece";
    return 0;
  }
};

TEST_P(AttackKernel, EmptyBoardRays) {
  // A rook in a corner sees its rank and file, 14 squares; a bishop in the centre 13.
  EXPECT_EQ(std::popcount(attacks_of(Piece::kRook, 0, 0, 0)), 14);
  EXPECT_EQ(std::popcount(attacks_of(Piece::kBishop, 0, 3, 3)), 13);
  EXPECT_EQ(std::popcount(attacks_of(Piece::kQueen, 0, 3, 3)), 27);
}

TEST_P(AttackKernel, StopsOnTheFirstBlockerAndIncludesIt) {
  // Rook on d4 (row 3, col 3), blockers on d6 and b4: it sees d5 d6 and c4 b4, not beyond.
  const std::uint64_t occ = bit(5, 3) | bit(3, 1) | bit(6, 3) | bit(3, 0);
  const std::uint64_t seen = attacks_of(Piece::kRook, occ, 3, 3);
  EXPECT_TRUE(seen & bit(5, 3));
  EXPECT_TRUE(seen & bit(3, 1));
  EXPECT_FALSE(seen & bit(6, 3));
  EXPECT_FALSE(seen & bit(3, 0));
  EXPECT_FALSE(seen & bit(3, 3)) << "the piece's own square is not attacked";
}

TEST_P(AttackKernel, AgreesWithTheReferenceOnEveryBlockerSubset) {
  if (GetParam()->role == Role::kReference) GTEST_SKIP() << "the reference is the yardstick";
  const AttacksFamily family;
  const auto infos = family.implementations();
  const auto info = std::find_if(infos.begin(), infos.end(),
                                 [&](const auto& i) { return i.name == GetParam()->name; });
  ASSERT_NE(info, infos.end());
  for (int size : info->sizes) {
    std::ostringstream log;
    EXPECT_TRUE(family.verify(*info, size, {.seed = 3, .count = 5'000, .input = {}}, log))
        << log.str();
  }
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
const AttackImplementation kBroken{{"broken_queen_everywhere", "", 0, kBrokenSizes}, 0};

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

}  // namespace
}  // namespace bitbench
