#pragma once
// The null mask builder: returns a value derived from its input at no cost, so that the
// loops' own cost (loads, the XOR fold of the wide results, the latency chain) is measured
// and shown beside the builders.
//
// It is compiled once per x86 tier (null.cpp, sse42_null.cpp, avx2_null.cpp, avx512_null.cpp):
// the loops copy and fold boards of up to 8 KiB, and the compiler does that with the widest
// registers of the tier it compiles for, so the loops of an AVX-512 builder cost less than the
// baseline loops alone. A builder is checked against the null kernel of its own tier
// (scripts/summarize.py).

#include <xsimd/xsimd.hpp>

#include "masks/masks.hpp"

namespace bitbench::masks {
inline namespace BITBENCH_TIER {

// Every word the pattern, written alike, in the widest registers of the tier (xsimd's default
// architecture): a board zeroed wide and then written in one word would make the latency chain's
// next load wait on a failed store-to-load forwarding, and a board written a word at a time
// would cost more than a builder's vector stores; either way the null kernel would be slower
// than the builders it is the floor of.
template <int width>
MaskBoard<width> mask_null(std::uint64_t pattern, int) {
  using Lanes = xsimd::batch<std::uint64_t>;
  constexpr int kWords = MaskBoard<width>::kWords;
  constexpr int kWholeVectors = kWords / int(Lanes::size) * int(Lanes::size);
  MaskBoard<width> result;
  const Lanes broadcast(pattern);
  for (int k = 0; k < kWholeVectors; k += Lanes::size) {
    broadcast.store_unaligned(result.words.data() + k);
  }
  for (int k = kWholeVectors; k < kWords; ++k) result.words[k] = pattern;
  return result;
}

// The null kernel of this tier.
constexpr Implementation null_implementation() {
  return at_every_width([]<int kWidth> { return &mask_null<kWidth>; });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::masks
