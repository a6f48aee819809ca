// Every kernel of every family, at every size it registers, agrees with the reference on the
// family's verify cases: seeded random inputs, and the exhaustive ones where they are affordable.
// A new family or kernel is tested here without a line of its own.

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

std::vector<KernelAtSize> every_kernel() {
  std::vector<KernelAtSize> kernels;
  for (const Family* family : families()) {
    const auto of_family = kernels_of(*family);
    kernels.insert(kernels.end(), of_family.begin(), of_family.end());
  }
  return kernels;
}

class EveryKernel : public KernelTest {};

TEST_P(EveryKernel, AgreesWithTheReference) { expect_verified(1, GetParam().family->test_count()); }

INSTANTIATE_TEST_SUITE_P(Registered, EveryKernel, testing::ValuesIn(every_kernel()),
                         [](const testing::TestParamInfo<KernelAtSize>& info) {
                           return std::string(info.param.family->name()) + "_" +
                                  kernel_test_name(info);
                         });

}  // namespace
}  // namespace bitbench
