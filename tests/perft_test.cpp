// Perft: every registered pair must reproduce the published 8x8 counts in each convention; the
// pair `bitbench perft` counts with reproduces them as deep as they are published here.

#include <gtest/gtest.h>

#include <cstdlib>

#include "harness/families.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

using perft::Convention;

// The sanitized and emulated suites count shallower trees.
bool scaled_down() { return std::getenv("BITBENCH_TEST_SCALE") != nullptr; }

// Expects the pair's 8x8 counts in `convention` to be the published ones up to `deepest`.
void expect_published(const perft::Implementation& pair, Convention convention, int deepest) {
  const auto* tree = loops_of<perft::Input<8>>(pair, 8, NoKey{});
  ASSERT_NE(tree, nullptr);
  for (const auto& [published_convention, leaves] : perft::kPublishedCounts) {
    if (published_convention != convention) continue;
    ASSERT_LT(static_cast<std::size_t>(deepest), leaves.size());
    for (int depth = 0; depth <= deepest; ++depth) {
      EXPECT_EQ(tree->single({depth, convention}), leaves[depth])
          << pair.name << " depth " << depth << ", " << perft::field_text(convention);
    }
  }
}

class PerftPairOn8x8 : public KernelTest {
 protected:
  const perft::Implementation& pair() const {
    return static_cast<const perft::Implementation&>(*GetParam().implementation);
  }
};

// To depth 9, where Edax's and A124004's counts agree and a pass that is not a ply first adds
// leaves.
TEST_P(PerftPairOn8x8, GivesThePublishedCounts) {
  const int deepest = scaled_down() ? 7 : 9;
  expect_published(pair(), Convention::kEdax, deepest);
  expect_published(pair(), Convention::kPassNotPly, deepest);
}

INSTANTIATE_TEST_SUITE_P(Registered, PerftPairOn8x8,
                         testing::ValuesIn(kernels_of(perft_family(), 8, true)), kernel_test_name);

// Returns the pair `bitbench perft` counts with at 8x8 here.
const perft::Implementation& default_pair() {
  const perft::Implementation* pair = default_perft_pair(8);
  return pair != nullptr ? *pair : *perft::implementations().front();
}

// Where the conventions part: A124004 counts finished games from depth 10 on (to 12, 1.9
// billion leaves, about two seconds with the fastest pair), Edax's not.
TEST(PerftDefaultPair, GivesEachConventionsPublishedCountsDeep) {
  if (scaled_down()) GTEST_SKIP() << "the deep trees take hours sanitized or emulated";
  expect_published(default_pair(), Convention::kEdax, 12);
  expect_published(default_pair(), Convention::kA124004, 12);
}

}  // namespace
}  // namespace bitbench
