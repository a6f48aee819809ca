// Every registered legal-move implementation, on hand-drawn positions and on verify's
// playout and random boards at every size it supports.

#include <gtest/gtest.h>

#include <sstream>

#include "tests/expect_verified.hpp"
#include "harness/cpu.hpp"
#include "harness/moves_family.hpp"
#include "harness/othello_positions.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

using moves::MovesImplementation;

class MovesKernel : public testing::TestWithParam<const MovesImplementation*> {
 protected:
  void SetUp() override {
    const auto& impl = *GetParam();
    if (impl.role == Role::kNull) GTEST_SKIP() << "the null kernel computes no moves";
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) GTEST_SKIP() << "moves/" << impl.name << " " << why;
  }

  template <int N>
  typename SquareBoard<N>::Board moves_at(const othello::Position<N>& p) const {
    return loops_at<moves::MovesLoopsOf<typename SquareBoard<N>::Board>>(*GetParam(), N)
        .single({p.own, p.opp});
  }
  bool has_size(int n) const {
    for (const auto& size : GetParam()->sizes) {
      if (size.n == n) return true;
    }
    return false;
  }
};

TEST_P(MovesKernel, TheStartPositionHasFourMoves) {
  if (has_size(8)) {
    // Black on d5 e4 (rows numbered from the top): d3, c4, f5 and e6.
    const auto bit = [](int row, int col) { return std::uint64_t{1} << (row * 8 + col); };
    EXPECT_EQ(moves_at<8>(othello::start_position<8>()),
              bit(2, 3) | bit(3, 2) | bit(4, 5) | bit(5, 4));
  }
  if (has_size(16)) {
    EXPECT_EQ(popcount(moves_at<16>(othello::start_position<16>())), 4);
  }
  if (has_size(4)) {
    EXPECT_EQ(popcount(moves_at<4>(othello::start_position<4>())), 4);
  }
}

TEST_P(MovesKernel, NoMoveAcrossTheBoardEdge) {
  if (!has_size(8)) GTEST_SKIP() << "no 8x8";
  // own h1, opp a2..: a move at b2 would need a wrap from a2 back to h1.
  const auto bit = [](int row, int col) { return std::uint64_t{1} << (row * 8 + col); };
  EXPECT_EQ(moves_at<8>({bit(0, 7), bit(1, 0)}), 0u);
  EXPECT_EQ(moves_at<8>({bit(1, 0), bit(0, 7)}), 0u);
}

TEST_P(MovesKernel, AgreesWithTheReferenceAtEverySize) {
  if (GetParam()->role == Role::kReference) GTEST_SKIP() << "the reference is the yardstick";
  const MovesFamily family;
  expect_verified_at_every_size(family, GetParam()->name,
                                {.seed = 11, .count = 3'000, .input = {}});
}

INSTANTIATE_TEST_SUITE_P(Registered, MovesKernel,
                         testing::ValuesIn(moves::implementations().begin(),
                                           moves::implementations().end()),
                         [](const auto& info) { return std::string(info.param->name); });

}  // namespace
}  // namespace bitbench
