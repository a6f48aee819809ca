// Every registered mask builder on the document's own examples; and verify catching a builder
// that does not trim the last repetition.

#include "kernels/masks/masks.hpp"

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

class MaskBuilderOf64Bits : public KernelTest {
 protected:
  template <int kWidth = 64>
  std::uint64_t first_word(std::uint64_t pattern, int length) const {
    const auto& impl = static_cast<const masks::Implementation&>(*GetParam().implementation);
    return loops_of<masks::Input<kWidth>>(impl, kWidth, NoKey{})
        ->single({pattern, length})
        .words[0];
  }
};

TEST_P(MaskBuilderOf64Bits, TheDocumentsExamples) {
  // 0b10 repeated with length 2 is 0b1010...; with length 3 it is 0b010010...
  EXPECT_EQ(first_word(0b10, 2), 0xaaaaaaaaaaaaaaaaull);
  EXPECT_EQ(first_word(0b10, 3), 0x2492492492492492ull);
  // 0b11001 with length 5: 12 repetitions fill 60 bits, the top 4 stay 0.
  EXPECT_EQ(first_word(0b11001, 5), 0x0ce739ce739ce739ull);
  EXPECT_EQ(first_word(~std::uint64_t{0}, 64), ~std::uint64_t{0});
  // The document's R(0b11001, 5, 10): its first measurement, 50 bits, in a 50-bit board.
  EXPECT_EQ(first_word<50>(0b11001, 5), 0x339ce739ce739ull);
  EXPECT_EQ(first_word<50>(0b1, 51), 0u);  // no copy fits: n = 0
}

INSTANTIATE_TEST_SUITE_P(Registered, MaskBuilderOf64Bits,
                         testing::ValuesIn(kernels_of(masks_family(), 64, true)), kernel_test_name);

// Repeats the pattern past the last whole repetition: bits above l * n are not left 0.
masks::MaskBoard<128> untrimmed(std::uint64_t pattern, int length) {
  masks::MaskBoard<128> mask;
  for (int bit = 0; bit < 128; ++bit) {
    if ((pattern >> (bit % length)) & 1) set_bit(mask, bit);
  }
  return mask;
}

constexpr masks::Entry kBrokenEntries[] = {masks::at_width<128, untrimmed>};
const masks::Implementation kBroken{{"broken_untrimmed", ""}, kBrokenEntries};

TEST(VerifyCatchesBrokenMasks, FailsAndReproduces) {
  expect_caught(masks_family(), kBroken, 128, 1, 1'000, "masks/broken_untrimmed n:128");
}

}  // namespace
}  // namespace bitbench
