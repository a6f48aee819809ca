#pragma once
// Mask builders: R(b, l, n), the l-bit pattern b (1 <= l <= 64) repeated n times from bit 0,
// as in the any-size bitboard document (seed 004). Results are 64 to 16384 bits wide; a call
// fills a board of that width with n = width / l repetitions (the bits above l * n stay 0).
// A kernel is `Board kernel(std::uint64_t pattern, int length)` for one width.

#include <cstdint>
#include <span>
#include <tuple>

#include "core/bits.hpp"
#include "core/implementation.hpp"

namespace bitbench::masks {

template <int width>
using MaskBoard = Bits<width / 64>;

// One mask: R(pattern, length, width / length) into kWidth bits.
template <int kWidth>
struct Input {
  using Output = MaskBoard<kWidth>;
  std::uint64_t pattern;  // only the low `length` bits are used
  int length;             // l, 1 .. 64

  auto fields() const { return std::tie(pattern, length); }
  // The latency chain threads each result's low word into the next call's pattern.
  void feed(const MaskBoard<kWidth>& carried_zero) { pattern ^= carried_zero.words[0]; }
};

struct Traits {
  using Key = NoKey;
  using Loops = AnyLoops<Input<64>, Input<128>, Input<256>, Input<512>, Input<1024>, Input<2048>,
                         Input<4096>, Input<8192>, Input<16384>>;
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

// Returns the implementation of a builder at every width, 64 to 16384 bits.
template <class Kernel>
constexpr Implementation at_every_width(Kernel, ImplementationInfo info) {
  return {info, kEntriesAt<Kernel, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384>};
}

// Returns the registered implementations in priority order (kernels/masks/registry.cpp).
std::span<const Implementation* const> implementations();

}  // namespace bitbench::masks
