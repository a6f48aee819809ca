#pragma once
// The parameter of every kernel test: one implementation of a family at one of the sizes it
// registers. Tests are named <implementation>_n<size> and print as family/implementation n:size.

#include <gtest/gtest.h>

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "harness/cpu.hpp"
#include "harness/family.hpp"

namespace bitbench {

struct KernelAtSize {
  const Family* family;
  const ImplementationInfo* implementation;
  int size;
};

void PrintTo(const KernelAtSize& kernel, std::ostream* out);

// Returns every (implementation, size) of the family's kernels, at `only_size` alone when given:
// not the null kernel, and the reference only when `with_reference` (verify checks the others
// against it; hand-drawn boards check it too).
std::vector<KernelAtSize> kernels_of(const Family& family, int only_size = 0,
                                     bool with_reference = false);

// Returns "<implementation>_n<size>".
std::string kernel_test_name(const testing::TestParamInfo<KernelAtSize>& info);

// Returns `count` scaled by BITBENCH_TEST_SCALE (a fraction, 1 when unset), at least 1: the
// sanitized and emulated suites check every kernel at every size on fewer inputs.
std::size_t scaled(std::size_t count);

// A test of one kernel at one size, skipped with the reason when this CPU cannot run it.
class KernelTest : public testing::TestWithParam<KernelAtSize> {
 protected:
  void SetUp() override;
  // Expects verify to pass on `count` (scaled) random inputs drawn from `seed`.
  void expect_verified(std::uint64_t seed, std::size_t count) const;
};

// Returns `family` over its reference and `broken` alone: the family verify checks a broken
// kernel in.
std::unique_ptr<Family> beside_reference(const Family& family, const ImplementationInfo& broken);

// Expects verify of the broken implementation at `size`, beside the family's reference, to fail,
// drawing a mismatch whose first line starts with `mismatch`, and the command the report gives
// to fail again on its one input.
void expect_caught(const Family& family, const ImplementationInfo& broken, int size,
                   std::uint64_t seed, std::size_t count, const std::string& mismatch);

}  // namespace bitbench
