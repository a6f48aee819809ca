// Every registered last-flip kernel on 8x8 boards with one empty square, drawn by hand.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "kernels/last_flip/last_flip.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

class LastFlipKernelOn8x8 : public KernelTest {
 protected:
  // The output when X, holding `own`, has `empty` left; O holds every other square.
  int last_flip(std::uint64_t own, std::string_view empty) const {
    const auto& impl = static_cast<const last_flip::Implementation&>(*GetParam().implementation);
    return loops_of<last_flip::Input<8>>(impl, 8, NoKey{})->single({own, square(empty)});
  }
};

TEST_P(LastFlipKernelOn8x8, CountsTheSideToMovesFlips) {
  // From a1, the row b1-g1 is closed by h1; the column and the diagonal are never closed.
  EXPECT_EQ(last_flip(board("h1"), "a1"), 6);
  EXPECT_EQ(last_flip(~board("a1 b1"), "a1"), 1);
  // d4 closes runs of 1 along its row, 2 along its column and 2 on the diagonal toward a1.
  EXPECT_EQ(last_flip(board("f4 d7 a1"), "d4"), 1 + 2 + 2);
  // O holds b8-g8 alone, between the empty a8 and X's h8.
  EXPECT_EQ(last_flip(~board("a8 b8 c8 d8 e8 f8 g8"), "a8"), 6);
}

TEST_P(LastFlipKernelOn8x8, CountsTheOpponentsFlipsWhenTheSideToMoveCannotPlay) {
  // X's only disc b1 is next to a1: X flips nothing there, O flips b1 against c1.
  EXPECT_EQ(last_flip(board("b1"), "a1"), -1);
  // X's b1, a2 and b2 surround a1: O flips each of them against c1, a3 and c3.
  EXPECT_EQ(last_flip(board("b1 a2 b2"), "a1"), -3);
}

TEST_P(LastFlipKernelOn8x8, GivesZeroWhenNeitherSideCanPlay) {
  EXPECT_EQ(last_flip(0, "a1"), 0);
  EXPECT_EQ(last_flip(~board("e5"), "e5"), 0);
}

TEST_P(LastFlipKernelOn8x8, DoesNotWrapAroundTheBoardEdge) {
  // a2's neighbours toward lower bits, h1 then g1, are on another row: g1 closes nothing.
  EXPECT_EQ(last_flip(board("g1"), "a2"), 0);
  // h1's neighbour toward higher bits, a2, then b2: nothing either.
  EXPECT_EQ(last_flip(board("b2"), "h1"), 0);
}

INSTANTIATE_TEST_SUITE_P(Registered, LastFlipKernelOn8x8,
                         testing::ValuesIn(kernels_of(last_flip_family(), 8, true)),
                         kernel_test_name);

}  // namespace
}  // namespace bitbench
