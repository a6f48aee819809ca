// Every registered mask builder on the document's own examples and on verify's cases at
// every width; and verify catching a builder that does not trim the last repetition.

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "tests/expect_verified.hpp"
#include "harness/cpu.hpp"
#include "harness/masks_family.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

using masks::MaskImplementation;

class MaskBuilder : public testing::TestWithParam<const MaskImplementation*> {
 protected:
  void SetUp() override {
    const auto& impl = *GetParam();
    if (impl.role == Role::kNull) GTEST_SKIP() << "the null kernel builds no mask";
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) GTEST_SKIP() << "masks/" << impl.name << " " << why;
  }
  std::uint64_t first_word(std::uint64_t pattern, int length) const {
    using Loops = masks::MaskLoopsOf<masks::MaskBoard<64>>;
    return loops_at<Loops>(*GetParam(), 64).single({pattern, length}).words[0];
  }
};

TEST_P(MaskBuilder, TheDocumentsExamples) {
  // 0b10 repeated with length 2 is 0b1010...; with length 3 it is 0b010010...
  EXPECT_EQ(first_word(0b10, 2), 0xaaaaaaaaaaaaaaaaull);
  EXPECT_EQ(first_word(0b10, 3), 0x2492492492492492ull);
  // 0b11001 with length 5: 12 repetitions fill 60 bits, the top 4 stay 0.
  EXPECT_EQ(first_word(0b11001, 5) >> 60, 0u);
  EXPECT_EQ(first_word(~std::uint64_t{0}, 64), ~std::uint64_t{0});
}

TEST_P(MaskBuilder, AgreesWithTheReferenceAtEveryWidth) {
  if (GetParam()->role == Role::kReference) GTEST_SKIP() << "the reference is the yardstick";
  const MasksFamily family;
  expect_verified_at_every_size(family, GetParam()->name,
                                {.seed = 6, .count = 20'000, .input = {}});
}

INSTANTIATE_TEST_SUITE_P(Registered, MaskBuilder,
                         testing::ValuesIn(masks::implementations().begin(),
                                           masks::implementations().end()),
                         [](const auto& info) { return std::string(info.param->name); });

// Repeats the pattern past the last whole repetition: bits above l * n are not left 0.
masks::MaskBoard<128> untrimmed(std::uint64_t pattern, int length) {
  masks::MaskBoard<128> mask;
  for (int bit = 0; bit < 128; ++bit) {
    if ((pattern >> (bit % length)) & 1) set_bit(mask, bit);
  }
  return mask;
}

constexpr masks::MaskSize kBrokenSizes[] = {{128, masks::mask_loops<untrimmed>}};
const MaskImplementation kBroken{"broken_untrimmed", "", 0, kBrokenSizes};

TEST(VerifyCatchesBrokenMasks, FailsAndReproduces) {
  const MaskImplementation* registry[] = {&find_reference(masks::implementations()), &kBroken};
  const MasksFamily family{registry};
  const ImplementationInfo info{"broken_untrimmed", "", 0, {128}, Role::kKernel};
  std::ostringstream log;
  EXPECT_FALSE(family.verify(info, 128, {.seed = 1, .count = 1'000, .input = {}}, log));
  std::smatch command;
  const std::string report = log.str();
  ASSERT_TRUE(std::regex_search(report, command, std::regex("--input (\\S+)"))) << report;
  std::ostringstream again;
  EXPECT_FALSE(family.verify(info, 128, {.seed = 1, .count = 1, .input = command[1]}, again));
}

}  // namespace
}  // namespace bitbench
