// Perft: every registered pair must reproduce the published 8x8 counts.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

class PerftPairOn8x8 : public KernelTest {};

TEST_P(PerftPairOn8x8, GivesThePublishedCounts) {
  // OEIS A124004: passes count as a ply, finished games give no leaf.
  const std::uint64_t published[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  const auto& pair = static_cast<const perft::Implementation&>(*GetParam().implementation);
  const auto* tree = loops_of<perft::Input<8>>(pair, 8, NoKey{});
  ASSERT_NE(tree, nullptr);
  const int deepest = std::getenv("BITBENCH_TEST_SCALE") ? 7 : 9;
  for (int depth = 0; depth <= deepest; ++depth) {
    EXPECT_EQ(tree->single({depth}), published[depth]) << pair.name << " depth " << depth;
  }
}

INSTANTIATE_TEST_SUITE_P(Registered, PerftPairOn8x8,
                         testing::ValuesIn(kernels_of(perft_family(), 8, true)), kernel_test_name);

}  // namespace
}  // namespace bitbench
