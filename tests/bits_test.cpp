// Bits<W>: shifts, carries and scans across word boundaries, against the obvious bit loop.

#include "kernels/core/bits.hpp"

#include <gtest/gtest.h>

#include "harness/families.hpp"
#include "kernels/bits/bits.hpp"
#include "kernels/core/random.hpp"
#include "kernels/core/square_board.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

using B = Bits<3>;

B random_bits(SplitMix64& random) {
  B b;
  for (auto& w : b.words) w = random.next() & random.next();
  return b;
}

TEST(Bits, ShiftsMatchBitByBit) {
  SplitMix64 random(5);
  for (int trial = 0; trial < 200; ++trial) {
    const B b = random_bits(random);
    for (int n = 0; n <= B::kBits; n += 7) {
      B left, right;
      for (int i = 0; i < B::kBits; ++i) {
        if (i + n < B::kBits && test_bit(b, i)) left |= single_bit<B>(i + n);
        if (i - n >= 0 && test_bit(b, i)) right |= single_bit<B>(i - n);
      }
      ASSERT_EQ(b << n, left) << "shift " << n;
      ASSERT_EQ(b >> n, right) << "shift " << n;
    }
  }
}

TEST(Bits, CarriesAndBorrowsCrossWords) {
  B all_low;
  all_low.words[0] = ~std::uint64_t{0};
  B one = single_bit<B>(0);
  EXPECT_EQ(all_low + one, single_bit<B>(64));
  EXPECT_EQ(single_bit<B>(64) - one, all_low);
  EXPECT_EQ(-one, ~B{});
  const B x = single_bit<B>(70) | single_bit<B>(130);
  EXPECT_EQ(x & -x, single_bit<B>(70));  // the lowest set bit, as for one word
}

TEST(Bits, ScansAndCounts) {
  const B x = single_bit<B>(3) | single_bit<B>(64) | single_bit<B>(191);
  EXPECT_EQ(lowest_index(x), 3);
  EXPECT_EQ(highest_index(x), 191);
  EXPECT_EQ(popcount(x), 3);
  std::vector<int> seen;
  for_each_bit(x, [&](int i) { seen.push_back(i); });
  EXPECT_EQ(seen, (std::vector<int>{3, 64, 191}));
}

TEST(SquareBoard, StepsDropWhatLeavesTheBoard) {
  using Ten = SquareBoard<10>;
  const auto right_edge = single_bit<Ten::Board>(Ten::square(3, 9));
  EXPECT_FALSE(static_cast<bool>(Ten::step<0, 1>(right_edge)));
  EXPECT_EQ((Ten::step<1, -1>(right_edge)), single_bit<Ten::Board>(Ten::square(4, 8)));
  const auto bottom = single_bit<Ten::Board>(Ten::square(9, 0));
  EXPECT_FALSE(static_cast<bool>(Ten::step<1, 0>(bottom)));
  EXPECT_EQ(popcount(Ten::ray(Ten::square(0, 0), Direction{1, 1})), 9);
}

// Every registered primitive against the reference, and verify catching a shift that drops
// the bits crossing from one word to the next.
Bits<4> shift_left_per_word(Bits<4> a, Bits<4>, int shift) {
  for (auto& w : a.words) w = shift < 64 ? w << shift : 0;  // no carry into the next word
  return a;
}

constexpr bits::Entry kBrokenEntries[] = {
    bits::at<256, bits::Primitive::kShiftLeft, shift_left_per_word>};
const bits::Implementation kBroken{{"broken_shift", ""}, kBrokenEntries};

TEST(VerifyCatchesBrokenBits, FailsAndReproduces) {
  expect_caught(bits_family(), kBroken, 256, 4, 1'000, "bits/broken_shift n:256 op:shift_left");
}

}  // namespace
}  // namespace bitbench
