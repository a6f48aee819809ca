#pragma once
// Vectors of 64-bit words on any xsimd architecture, for the transforms that hold a padded
// board in them (kernels/transform/simd_dc.hpp, simd_block64.hpp): constants, lane
// permutations, byte shuffles within each 128-bit lane, and runs of words read from memory
// shifted by any number of bits.

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <xsimd/xsimd.hpp>

#include "core/isa.hpp"
#include "core/tier.hpp"

namespace bitbench::transform::simd_words {
inline namespace BITBENCH_TIER {

template <class Batch>
using LaneValues = std::array<std::uint64_t, Batch::size>;

// Returns the vector of kValues (a LaneValues<Batch>).
template <class Batch, auto kValues>
[[gnu::always_inline]] inline Batch constant() {
  alignas(64) static constexpr LaneValues<Batch> kAligned = kValues;
  return Batch::load_aligned(kAligned.data());
}

using ByteSources = std::array<int, 16>;

// Returns the 16 sources source_of(b), b = 0 .. 15, of a byte shuffle.
template <class SourceOf>
constexpr ByteSources each_byte(SourceOf source_of) {
  ByteSources sources{};
  for (int b = 0; b < 16; ++b) sources[b] = source_of(b);
  return sources;
}

// Returns the lanes whose byte b of each 128-bit lane is bytes[b].
template <class Batch>
constexpr LaneValues<Batch> repeated_in_each_128(const ByteSources& bytes) {
  LaneValues<Batch> lanes{};
  for (std::size_t b = 0; b < 8 * Batch::size; ++b) {
    lanes[b / 8] |= std::uint64_t(std::uint8_t(bytes[b % 16])) << (8 * (b % 8));
  }
  return lanes;
}

// Returns x with byte b of each 128-bit lane replaced by its byte kSources[b] (pshufb, TBL).
template <ByteSources kSources, class Batch>
[[gnu::always_inline]] inline Batch bytes_shuffled(Batch x) {
  return isa::shuffle_bytes(x, constant<Batch, repeated_in_each_128<Batch>(kSources)>());
}

template <class Batch>
using LaneSources = std::array<int, Batch::size>;

// Returns the sources source_of(i) of the lanes i of a lane permutation.
template <class Batch, class SourceOf>
constexpr LaneSources<Batch> each_lane(SourceOf source_of) {
  LaneSources<Batch> sources{};
  for (std::size_t i = 0; i < Batch::size; ++i) sources[i] = source_of(static_cast<int>(i));
  return sources;
}

// Returns the vector whose lane i is lane kSources[i] of x, or 0 where kSources[i] < 0.
template <auto kSources, class Batch>
[[gnu::always_inline]] inline Batch lanes_permuted(Batch x) {
  static_assert(kSources.size() == Batch::size);
  return [&]<std::size_t... i>(std::index_sequence<i...>) {
    using Order = xsimd::batch_constant<Batch, std::uint64_t(kSources[i] < 0 ? i : kSources[i])...>;
    const Batch permuted = xsimd::swizzle(x, Order{});
    if constexpr (((kSources[i] >= 0) && ...)) {
      return permuted;
    } else {
      return xsimd::select(xsimd::batch_bool_constant<Batch, (kSources[i] >= 0)...>(), permuted,
                           Batch(0));
    }
  }
  (std::make_index_sequence<Batch::size>{});
}

// Returns the vector of words [i, i + lanes) of `words` shifted toward lower bits by kShift
// bits: reads up to word i + kShift / 64 + lanes.
template <class Batch, int kShift>
[[gnu::always_inline]] inline Batch words_shifted_down(const std::uint64_t* words, int i) {
  constexpr int kWholeWords = kShift / 64, kBits = kShift % 64;
  const Batch near = Batch::load_unaligned(words + i + kWholeWords);
  if constexpr (kBits == 0) {
    return near;
  } else {
    return (near >> kBits) | (Batch::load_unaligned(words + i + kWholeWords + 1) << (64 - kBits));
  }
}

// Returns the vector of words [i, i + lanes) of `words` shifted toward higher bits by kShift
// bits: reads down to word i - kShift / 64 - 1.
template <class Batch, int kShift>
[[gnu::always_inline]] inline Batch words_shifted_up(const std::uint64_t* words, int i) {
  constexpr int kWholeWords = kShift / 64, kBits = kShift % 64;
  const Batch near = Batch::load_unaligned(words + i - kWholeWords);
  if constexpr (kBits == 0) {
    return near;
  } else {
    return (near << kBits) | (Batch::load_unaligned(words + i - kWholeWords - 1) >> (64 - kBits));
  }
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::transform::simd_words
