#pragma once
// SIMD flip with the highest set bit found by a byte shuffle and a byte maximum ("shufmax"),
// the idea of Edax's flip_avx_shuf_max (T. Okuhara), on N x N boards up to 8x8, for any xsimd
// architecture with a byte shuffle: the 8 directions in two sets of 4 x uint64 lanes
// (kernels/flip/simd_rays.hpp). Toward lower bits the outflank is the highest set bit of
// `ray & ~opp`, with no leading-zero count: two byte shuffles look up the highest bit of each
// nibble in 16-byte tables, a byte maximum keeps the higher nibble's, and compares of each
// half of a 16-, 32- and 64-bit unit with zero keep only the highest nonzero byte of the lane.
// The ray squares above the outflank flip when it holds an own disc. Toward higher bits the
// outflank is the lowest set bit of `ray & ~opp`, as in ppfill. Instantiated by
// <isa>_shufmax.cpp.

#include <array>
#include <cstddef>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/isa.hpp"
#include "core/tier.hpp"
#include "flip/flip.hpp"
#include "flip/simd_rays.hpp"

namespace bitbench::flip::shufmax {
inline namespace BITBENCH_TIER {

using simd_rays::Lanes4;

// Returns the highest set bit of each nibble value 0 to 15, shifted left by kShift, repeated
// over kBytes bytes: the lookup table of a byte shuffle, which indexes each 16 bytes apart.
template <std::size_t kBytes, int kShift>
constexpr std::array<std::uint8_t, kBytes> make_nibble_tops() {
  std::array<std::uint8_t, kBytes> table{};
  for (std::size_t i = 0; i < kBytes; ++i) {
    const unsigned nibble = i % 16;
    unsigned top = 0;
    for (unsigned bit = 1; bit <= nibble; bit <<= 1) {
      if (nibble & bit) top = bit;
    }
    table[i] = static_cast<std::uint8_t>(top << kShift);
  }
  return table;
}

// Returns the lanes of `x` reinterpreted as lanes of type T.
template <class T, class Batch>
[[gnu::always_inline]] inline auto as(Batch x) {
  return xsimd::bitwise_cast<xsimd::batch<T, typename Batch::arch_type>>(x);
}

// Returns, for each unit of type Unit in `x`, all ones in its high half, and in its low half
// when its high half is zero: the high half shifted down, compared with zero half by half.
template <class Unit, class Half, class Batch>
[[gnu::always_inline]] inline Batch high_half_clear(Batch x) {
  static_assert(2 * sizeof(Half) == sizeof(Unit));
  using Halves = xsimd::batch<Half, typename Batch::arch_type>;
  const Halves shifted = as<Half>(as<Unit>(x) >> static_cast<int>(8 * sizeof(Half)));
  return as<std::uint64_t>(
      Halves(static_cast<typename Halves::register_type>(shifted == Halves(0))));
}

// Returns the highest set bit of each 64-bit lane of `x`, 0 for 0.
template <class Batch>
[[gnu::always_inline]] inline Batch highest_bit_of_lanes(Batch x) {
  using Arch = typename Batch::arch_type;
  using Bytes = xsimd::batch<std::uint8_t, Arch>;
  constexpr std::size_t kBytes = Bytes::size;
  alignas(64) static constexpr auto kLowTops = make_nibble_tops<kBytes, 0>();
  alignas(64) static constexpr auto kHighTops = make_nibble_tops<kBytes, 4>();
  const Batch low_nibbles = x & Batch(0x0f0f0f0f0f0f0f0full);
  const Batch high_nibbles = (x >> 4) & Batch(0x0f0f0f0f0f0f0f0full);
  const Bytes byte_tops =
      xsimd::max(as<std::uint8_t>(isa::shuffle_bytes(
                     as<std::uint64_t>(Bytes::load_aligned(kLowTops.data())), low_nibbles)),
                 as<std::uint8_t>(isa::shuffle_bytes(
                     as<std::uint64_t>(Bytes::load_aligned(kHighTops.data())), high_nibbles)));
  // Keeps a byte when every higher byte of its lane is zero: the halves above it in its 16-,
  // 32- and 64-bit units.
  const Batch highest_byte = high_half_clear<std::uint16_t, std::uint8_t>(x) &
                             high_half_clear<std::uint32_t, std::uint16_t>(x) &
                             high_half_clear<std::uint64_t, std::uint32_t>(x);
  return as<std::uint64_t>(byte_tops) & highest_byte;
}

struct ShuffleMax {
  // Returns the flips along the 4 rays toward lower bits, one per lane: -(2 * outflank), the
  // squares above an outflank that is an own disc, kept to the ray.
  template <int N, class Arch>
  [[gnu::always_inline]] static Lanes4<Arch> flips(Lanes4<Arch> own, Lanes4<Arch> opp,
                                                   Lanes4<Arch> ray) {
    const Lanes4<Arch> nearest =
        (ray & ~opp).each_vector([](auto vector) { return highest_bit_of_lanes(vector); });
    const Lanes4<Arch> outflank = nearest.settled() & own;
    return (Lanes4<Arch>(0) - outflank - outflank) & ray;
  }
};

using Kernel = simd_rays::RayKernel<ShuffleMax>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::shufmax
