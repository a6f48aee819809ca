// Every registered flip kernel on 8x8 positions drawn by hand.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "kernels/flip/flip.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

class FlipKernelOn8x8 : public KernelTest {
 protected:
  std::uint64_t flip(std::uint64_t own, std::uint64_t opp, std::string_view move) const {
    const auto& impl = static_cast<const flip::Implementation&>(*GetParam().implementation);
    return loops_of<flip::Input<8>>(impl, 8, NoKey{})->single({own, opp, square(move)});
  }
};

TEST_P(FlipKernelOn8x8, EachOpeningMoveFlipsOneDisc) {
  // Black to move: black on d5 e4, white on d4 e5 (rows numbered from the top).
  const std::uint64_t black = board("d5 e4"), white = board("d4 e5");
  EXPECT_EQ(flip(black, white, "d3"), board("d4"));
  EXPECT_EQ(flip(black, white, "c4"), board("d4"));
  EXPECT_EQ(flip(black, white, "f5"), board("e5"));
  EXPECT_EQ(flip(black, white, "e6"), board("e5"));
  EXPECT_EQ(flip(black, white, "c3"), 0u) << "c3 flips nothing at the start";
}

TEST_P(FlipKernelOn8x8, RunsAlongTheEdgesAndIntoTheCorners) {
  // A full top row of opponent discs closed by an own disc in the corner.
  EXPECT_EQ(flip(board("h1"), board("b1 c1 d1 e1 f1 g1"), "a1"), board("b1 c1 d1 e1 f1 g1"));
  // The same run with nothing closing it flips nothing.
  EXPECT_EQ(flip(0, board("b1 c1 d1 e1 f1 g1 h1"), "a1"), 0u);
  // The long diagonal, from corner to corner.
  EXPECT_EQ(flip(board("a1"), board("b2 c3 d4 e5 f6 g7"), "h8"), board("b2 c3 d4 e5 f6 g7"));
  // Down the h file from h8 to h1.
  EXPECT_EQ(flip(board("h1"), board("h2 h3 h4 h5 h6 h7"), "h8"), board("h2 h3 h4 h5 h6 h7"));
}

TEST_P(FlipKernelOn8x8, DoesNotWrapAroundTheBoardEdge) {
  // h1 then a2 are adjacent bits but not adjacent squares: nothing may flip across the edge.
  EXPECT_EQ(flip(board("b2"), board("a2"), "h1"), 0u);
  EXPECT_EQ(flip(board("g1"), board("h1"), "a2"), 0u);
  // a diagonal that would wrap from the h file to the a file
  EXPECT_EQ(flip(board("b4"), board("a3"), "h1"), 0u);
}

TEST_P(FlipKernelOn8x8, FlipsInSeveralDirectionsAtOnce) {
  // Playing d4 closes runs to the right, downwards and on a diagonal.
  const std::uint64_t own = board("g4 d7 g7 a4");
  const std::uint64_t opp = board("e4 f4 d5 d6 e5 f6 b4 c4");
  EXPECT_EQ(flip(own, opp, "d4"), board("e4 f4 d5 d6 e5 f6 b4 c4"));
}

INSTANTIATE_TEST_SUITE_P(Registered, FlipKernelOn8x8,
                         testing::ValuesIn(kernels_of(flip_family(), 8, true)), kernel_test_name);

}  // namespace
}  // namespace bitbench
