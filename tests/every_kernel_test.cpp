// Every kernel of every family, at every size it registers, agrees with the reference on the
// family's verify cases: seeded random inputs, and the exhaustive ones where they are affordable.
// A new family or kernel is tested here without a line of its own.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

// The seed and the random inputs of each family's cases: fewer where the reference is slow.
struct VerifyBudget {
  std::string_view family;
  std::uint64_t seed;
  std::size_t count;
};
constexpr VerifyBudget kBudgets[] = {
    {"flip", 7, 5'000},  {"moves", 11, 3'000}, {"perft", 1, 1},        {"attacks", 3, 5'000},
    {"bits", 9, 20'000}, {"masks", 6, 20'000}, {"transform", 4, 2'000}};

std::vector<KernelAtSize> every_kernel() {
  std::vector<KernelAtSize> kernels;
  for (const Family* family : families()) {
    const auto of_family = kernels_of(*family);
    kernels.insert(kernels.end(), of_family.begin(), of_family.end());
  }
  return kernels;
}

class EveryKernel : public KernelTest {};

TEST_P(EveryKernel, AgreesWithTheReference) {
  for (const VerifyBudget& budget : kBudgets) {
    if (budget.family == GetParam().family->name()) {
      return expect_verified(budget.seed, budget.count);
    }
  }
  FAIL() << "no verify budget for family " << GetParam().family->name();
}

INSTANTIATE_TEST_SUITE_P(Registered, EveryKernel, testing::ValuesIn(every_kernel()),
                         [](const testing::TestParamInfo<KernelAtSize>& info) {
                           return std::string(info.param.family->name()) + "_" +
                                  kernel_test_name(info);
                         });

}  // namespace
}  // namespace bitbench
