// Every registered flip implementation, on positions drawn by hand and on verify's random
// and exhaustive cases. Implementations this CPU cannot run are skipped with the reason.

#include <gtest/gtest.h>

#include <sstream>

#include "tests/expect_verified.hpp"
#include "harness/cpu.hpp"
#include "harness/flip_family.hpp"
#include "harness/registry_access.hpp"
#include "kernels/flip/flip.hpp"

namespace bitbench {
namespace {

using flip::FlipImplementation;

// Returns the board with a bit on each square named in `squares` ("d4 e5").
std::uint64_t board(std::string_view squares) {
  std::uint64_t bits = 0;
  std::istringstream words{std::string(squares)};
  for (std::string name; words >> name;) {
    bits |= std::uint64_t{1} << ((name[1] - '1') * 8 + (name[0] - 'a'));
  }
  return bits;
}

int square(std::string_view name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

class FlipKernel : public testing::TestWithParam<const FlipImplementation*> {
 protected:
  void SetUp() override {
    const auto& impl = *GetParam();
    if (impl.role == Role::kNull) GTEST_SKIP() << "the null kernel computes no flips";
    if (std::none_of(impl.sizes.begin(), impl.sizes.end(),
                     [](const auto& s) { return s.n == 8; })) {
      GTEST_SKIP() << "the hand-drawn positions are 8x8";
    }
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) GTEST_SKIP() << "flip/" << impl.name << " " << why;
  }

  std::uint64_t flip(std::uint64_t own, std::uint64_t opp, std::string_view move) const {
    return loops_at<flip::FlipLoopsOf<std::uint64_t>>(*GetParam(), 8)
        .single({own, opp, square(move)});
  }
};

TEST_P(FlipKernel, EachOpeningMoveFlipsOneDisc) {
  // Black to move: black on d5 e4, white on d4 e5 (rows numbered from the top).
  const std::uint64_t black = board("d5 e4"), white = board("d4 e5");
  EXPECT_EQ(flip(black, white, "d3"), board("d4"));
  EXPECT_EQ(flip(black, white, "c4"), board("d4"));
  EXPECT_EQ(flip(black, white, "f5"), board("e5"));
  EXPECT_EQ(flip(black, white, "e6"), board("e5"));
  EXPECT_EQ(flip(black, white, "c3"), 0u) << "c3 flips nothing at the start";
}

TEST_P(FlipKernel, RunsAlongTheEdgesAndIntoTheCorners) {
  // A full top row of opponent discs closed by an own disc in the corner.
  EXPECT_EQ(flip(board("h1"), board("b1 c1 d1 e1 f1 g1"), "a1"), board("b1 c1 d1 e1 f1 g1"));
  // The same run with nothing closing it flips nothing.
  EXPECT_EQ(flip(0, board("b1 c1 d1 e1 f1 g1 h1"), "a1"), 0u);
  // The long diagonal, from corner to corner.
  EXPECT_EQ(flip(board("a1"), board("b2 c3 d4 e5 f6 g7"), "h8"), board("b2 c3 d4 e5 f6 g7"));
  // Down the h file from h8 to h1.
  EXPECT_EQ(flip(board("h1"), board("h2 h3 h4 h5 h6 h7"), "h8"), board("h2 h3 h4 h5 h6 h7"));
}

TEST_P(FlipKernel, DoesNotWrapAroundTheBoardEdge) {
  // h1 then a2 are adjacent bits but not adjacent squares: nothing may flip across the edge.
  EXPECT_EQ(flip(board("b2"), board("a2"), "h1"), 0u);
  EXPECT_EQ(flip(board("g1"), board("h1"), "a2"), 0u);
  // a diagonal that would wrap from the h file to the a file
  EXPECT_EQ(flip(board("b4"), board("a3"), "h1"), 0u);
}

TEST_P(FlipKernel, FlipsInSeveralDirectionsAtOnce) {
  // Playing d4 closes runs to the right, downwards and on a diagonal.
  const std::uint64_t own = board("g4 d7 g7 a4");
  const std::uint64_t opp = board("e4 f4 d5 d6 e5 f6 b4 c4");
  EXPECT_EQ(flip(own, opp, "d4"), board("e4 f4 d5 d6 e5 f6 b4 c4"));
}

TEST_P(FlipKernel, AgreesWithTheReferenceOnRandomAndExhaustiveCases) {
  const FlipFamily family;
  if (GetParam()->role == Role::kReference) GTEST_SKIP() << "the reference is the yardstick";
  expect_verified_at_every_size(family, GetParam()->name,
                                {.seed = 7, .count = 5'000, .input = {}});
}

std::string implementation_name(const testing::TestParamInfo<const FlipImplementation*>& info) {
  return std::string(info.param->name);
}

INSTANTIATE_TEST_SUITE_P(Registered, FlipKernel,
                         testing::ValuesIn(flip::implementations().begin(),
                                           flip::implementations().end()),
                         implementation_name);

}  // namespace
}  // namespace bitbench
