#pragma once
// Mask builders: R(b, l, n), the l-bit pattern b (1 <= l <= 64) repeated n times from bit 0,
// as in the any-size bitboard document (seed 004). Results are 50 to 524288 bits wide; a call
// fills a board of that width with n = width / l repetitions (the bits above l * n stay 0; n
// is 0 when l exceeds the width). Besides the powers of two from 64 bits, the widths hold the
// document's five measurements exactly: l = 5 and n = 10, 100, 1000, 10000 and 100000 are
// 50, 500, 5000, 50000 and 500000 bits, in the whole words that cover them.
// A kernel is `Board kernel(std::uint64_t pattern, int length)` for one width.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <span>
#include <tuple>
#include <utility>

#include "core/bits.hpp"
#include "core/implementation.hpp"
#include "core/registry.hpp"

namespace bitbench::masks {

template <int width>
using MaskBoard = Bits<(width + 63) / 64>;

// Clears the bits of `mask` at and above bit `total`.
template <int W>
constexpr void keep_below(Bits<W>& mask, int total) {
  const int word = total / 64;
  if (word >= W) return;
  mask.words[word] &= total % 64 == 0 ? 0 : ~std::uint64_t{0} >> (64 - total % 64);
  for (int k = word + 1; k < W; ++k) mask.words[k] = 0;
}

// One copy of the pattern: its low `length` bits (1 <= length <= 64).
constexpr std::uint64_t one_copy(std::uint64_t pattern, int length) {
  return pattern & (~std::uint64_t{0} >> (64 - length));
}

// The bits R(b, l, n) covers in a width: l * n with n = width / l.
constexpr int repeated_bits(int width, int length) { return width / length * length; }

// Doubles the copies that fill the low `run` bits of `mask` (mask |= mask << run, run doubling)
// until they cover `total` bits, and clears the bits beyond, which the last doubling may reach.
template <int W>
constexpr void double_up_to(Bits<W>& mask, int run, int total) {
  for (; run < total; run *= 2) mask |= mask << run;
  keep_below(mask, total);
}

// One mask: R(pattern, length, width / length) into kWidth bits.
template <int kBoardWidth>
struct Input {
  using Output = MaskBoard<kBoardWidth>;
  static constexpr int kWidth = kBoardWidth;
  std::uint64_t pattern;  // only the low `length` bits are used
  int length;             // l, 1 .. 64

  auto fields() const { return std::tie(pattern, length); }
  // The latency chain threads each result's first and last word into the next call's pattern:
  // a builder that makes its words in order finishes with the last, and the chain must wait
  // for it, not for the first word alone.
  void feed(const MaskBoard<kWidth>& carried_zero) {
    constexpr int kLast = MaskBoard<kWidth>::kWords - 1;
    pattern ^=
        kLast == 0 ? carried_zero.words[0] : carried_zero.words[0] ^ carried_zero.words[kLast];
  }
};

// Every width a builder may register, increasing: the powers of two from 64 to 16384 and 2^19,
// and the document's widths.
inline constexpr int kWidths[] = {50,   64,   128,  256,   500,   512,    1024,  2048,
                                  4096, 5000, 8192, 16384, 50000, 500000, 524288};

template <std::size_t... I>
AnyLoops<Input<kWidths[I]>...> loops_at_widths(std::index_sequence<I...>);

struct Traits {
  using Key = NoKey;
  using Loops = decltype(loops_at_widths(std::make_index_sequence<std::size(kWidths)>{}));
};

using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// The entry of `kernel` for results of kWidth bits.
template <int kWidth, auto kernel>
inline constexpr Entry at_width{kWidth, {}, kernel_loops<Input<kWidth>, kernel>};

// The entries of a builder at the widths kWidth...: Kernel is the type of
// `[]<int kWidth> { return &builder<kWidth>; }`.
template <class Kernel, int... kWidth>
inline constexpr Entry kEntriesAt[] = {at_width<kWidth, Kernel{}.template operator()<kWidth>()>...};

inline namespace BITBENCH_TIER {

template <class Kernel, std::size_t... I>
constexpr Implementation at_first_widths(std::index_sequence<I...>) {
  return compiled_here<Traits>(kEntriesAt<Kernel, kWidths[I]...>);
}

// Returns the implementation of a builder at every width up to kMaxWidth bits (one of kWidths).
template <int kMaxWidth, class Kernel>
constexpr Implementation at_widths_up_to(Kernel) {
  constexpr auto kCount = static_cast<std::size_t>(
      std::find(std::begin(kWidths), std::end(kWidths), kMaxWidth) - std::begin(kWidths) + 1);
  static_assert(kCount <= std::size(kWidths), "kMaxWidth is not one of kWidths");
  return at_first_widths<Kernel>(std::make_index_sequence<kCount>{});
}

// Returns the implementation of a builder at every width: for the builders whose cost grows
// with the width alone, not with the number of copies times the width.
template <class Kernel>
constexpr Implementation at_every_width(Kernel kernel) {
  return at_widths_up_to<kWidths[std::size(kWidths) - 1]>(kernel);
}

}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/masks/registry.cpp

}  // namespace bitbench::masks
