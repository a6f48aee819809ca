// Perft: every pair of flip and legal-move implementations this CPU runs must reproduce the
// published 8x8 counts, and agree with the reference pair on the other board sizes.

#include "harness/perft.hpp"

#include <gtest/gtest.h>

#include "harness/cpu.hpp"

namespace bitbench {
namespace {

template <class Impl>
bool runs_at(const Impl& impl, int size) {
  if (impl.role == Role::kNull || !cpu().missing(impl.needs).empty()) return false;
  return std::any_of(impl.sizes.begin(), impl.sizes.end(),
                     [&](const auto& s) { return s.n == size; });
}

template <class Visit>
void for_each_pair(int size, Visit visit) {
  for (const auto* flip : flip::implementations()) {
    for (const auto* moves : moves::implementations()) {
      if (runs_at(*flip, size) && runs_at(*moves, size)) visit(*flip, *moves);
    }
  }
}

TEST(Perft, EveryPairGivesThePublishedCountsOn8x8) {
  // OEIS A124004: passes count as a ply, finished games give no leaf.
  const std::uint64_t published[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  for_each_pair(8, [&](const auto& flip, const auto& moves) {
    for (int depth = 0; depth <= 9; depth += depth < 7 ? 1 : 2) {
      EXPECT_EQ(perft(8, depth, flip, moves).leaves, published[depth])
          << "flip/" << flip.name << " + moves/" << moves.name << " depth " << depth;
    }
  });
}

class PerftSize : public testing::TestWithParam<std::pair<int, int>> {};

TEST_P(PerftSize, EveryPairAgreesWithTheReferencePair) {
  const int size = GetParam().first;
  const int depth = GetParam().second;
  const auto reference_of = [](const auto& registry) -> const auto& {
    return **std::find_if(registry.begin(), registry.end(),
                          [](const auto* impl) { return impl->role == Role::kReference; });
  };
  const PerftCount expected = perft(size, depth, reference_of(flip::implementations()),
                                    reference_of(moves::implementations()));
  EXPECT_GT(expected.leaves, 0u);
  for_each_pair(size, [&](const auto& flip, const auto& moves) {
    EXPECT_EQ(perft(size, depth, flip, moves).leaves, expected.leaves)
        << "flip/" << flip.name << " + moves/" << moves.name << " n:" << size;
  });
}

INSTANTIATE_TEST_SUITE_P(Sizes, PerftSize,
                         testing::Values(std::pair{4, 12}, std::pair{6, 7}, std::pair{10, 5},
                                         std::pair{12, 4}, std::pair{14, 4}, std::pair{16, 4}),
                         [](const auto& info) {
                           std::string name = "n";
                           name += std::to_string(info.param.first);
                           name += "_depth";
                           name += std::to_string(info.param.second);
                           return name;
                         });

}  // namespace
}  // namespace bitbench
