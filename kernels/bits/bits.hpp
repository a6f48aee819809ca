#pragma once
// Primitives of wide bitboards (kernels/core/bits.hpp), timed one operation at a time so that
// the layout of 128- and 256-bit boards is chosen on measurements: the word-by-word scalar
// form against an AVX2 form. A kernel is `Board kernel(Board a, Board b, int shift)` for one
// operation; each operation reads what it needs of a, b and shift.

#include <cstdint>
#include <span>
#include <tuple>

#include "core/bits.hpp"
#include "core/implementation.hpp"

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

// Returns the registered implementations in priority order (kernels/bits/registry.cpp).
std::span<const Implementation* const> implementations();

}  // namespace bitbench::bits
