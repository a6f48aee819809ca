#pragma once
// Primitives of wide bitboards (kernels/core/bits.hpp), timed one operation at a time so that
// the layout of 128- and 256-bit boards is chosen on measurements: the word-by-word scalar
// form against an AVX2 form. A kernel is `Board kernel(Board a, Board b, int shift)` for one
// operation; each operation reads what it needs of a, b and shift.

#include <array>
#include <cstdint>
#include <span>
#include <tuple>

#include "core/bits.hpp"
#include "core/implementation.hpp"
#include "core/registry.hpp"

namespace bitbench::bits {

// shift_left: a << shift; shift_right: a >> shift; add: a + b (carries across words);
// lowest_bit: a & -a; and_not: a & ~b.
enum class Primitive { kShiftLeft, kShiftRight, kAdd, kLowestBit, kAndNot };

template <int kWidth>
using Board = Bits<kWidth / 64>;

// One operation on boards of kWidth bits (128 or 256).
template <int kWidth>
struct Input {
  using Output = Board<kWidth>;
  Board<kWidth> a;
  Board<kWidth> b;
  int shift;  // 0 .. kWidth - 1

  auto fields() const { return std::tie(a, b, shift); }
  // The latency chain threads each result into the next call's `a`.
  void feed(const Board<kWidth>& carried_zero) { a ^= carried_zero; }
};

struct Traits {
  using Key = Primitive;
  using Loops = AnyLoops<Input<128>, Input<256>>;
};

using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// The entry of `kernel` for `kPrimitive` on boards of kWidth bits.
template <int kWidth, Primitive kPrimitive, auto kernel>
inline constexpr Entry at{kWidth, kPrimitive, kernel_loops<Input<kWidth>, kernel>};

// The entries of the five primitives at one width: `Kernels{}.template operator()<kWidth>()`
// is an object whose class has the kernels as static members shift_left, shift_right, add,
// lowest_bit and and_not.
template <class Kernels, int kWidth>
constexpr std::array<Entry, 5> entries_at_width() {
  using K = decltype(Kernels{}.template operator()<kWidth>());
  return {at<kWidth, Primitive::kShiftLeft, K::shift_left>,
          at<kWidth, Primitive::kShiftRight, K::shift_right>, at<kWidth, Primitive::kAdd, K::add>,
          at<kWidth, Primitive::kLowestBit, K::lowest_bit>,
          at<kWidth, Primitive::kAndNot, K::and_not>};
}

template <class Kernels, int... kWidth>
inline constexpr auto kEntriesAt = joined(entries_at_width<Kernels, kWidth>()...);

inline namespace BITBENCH_TIER {

// Returns the implementation of the primitives at the widths kWidth...: Kernels is the type of
// `[]<int kWidth> { return Primitives<Board<kWidth>>{}; }`.
template <int... kWidth, class Kernels>
constexpr Implementation at_widths(Kernels) {
  return compiled_here<Traits>(kEntriesAt<Kernels, kWidth...>);
}

}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/bits/registry.cpp

}  // namespace bitbench::bits
