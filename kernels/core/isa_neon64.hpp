#pragma once
// What xsimd 8.1 lacks on aarch64 NEON, for kernels/core/lanes4.hpp: its variable shift of
// unsigned lanes takes signed counts, which its batch operators do not pass on. USHL shifts
// right by a negative count, and gives 0 for a shift of 64 or more either way. Include only
// where __ARM_NEON is set.

#include <arm_neon.h>

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/tier.hpp"

namespace bitbench::isa {
inline namespace BITBENCH_TIER {

// Returns lane i of `x` shifted by kCounts[i] bits, toward higher bits when kLeft; a count of
// 64 or more gives 0.
template <bool kLeft, std::array<std::uint64_t, 2> kCounts>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::neon64> shift_lanes(
    xsimd::batch<std::uint64_t, xsimd::neon64> x) {
  constexpr auto signed_count = [](std::uint64_t count) {
    const auto bits = static_cast<std::int64_t>(count < 64 ? count : 64);
    return kLeft ? bits : -bits;
  };
  alignas(16) static constexpr std::int64_t kSignedCounts[2] = {signed_count(kCounts[0]),
                                                                signed_count(kCounts[1])};
  return vshlq_u64(x, vld1q_s64(kSignedCounts));
}

// Returns lane i of `x` shifted by lane i of `counts` bits (at most 64), toward higher bits
// when kLeft; a count of 64 gives 0.
template <bool kLeft>
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::neon64> shift_lanes_by(
    xsimd::batch<std::uint64_t, xsimd::neon64> x,
    xsimd::batch<std::int64_t, xsimd::neon64> counts) {
  return vshlq_u64(x, kLeft ? int64x2_t(counts) : vnegq_s64(counts));
}

// Returns the OR of the two 64-bit lanes of `x`.
[[gnu::always_inline]] inline std::uint64_t or_of_lanes(
    xsimd::batch<std::uint64_t, xsimd::neon64> x) {
  const uint64x2_t lanes = x;
  return vgetq_lane_u64(lanes, 0) | vgetq_lane_u64(lanes, 1);
}

// Returns byte i of `x`'s 16 bytes chosen by byte i of `control` (16 or more, such as 0x80:
// zero): TBL, as pshufb.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::neon64> shuffle_bytes(
    xsimd::batch<std::uint64_t, xsimd::neon64> x,
    xsimd::batch<std::uint64_t, xsimd::neon64> control) {
  return vreinterpretq_u64_u8(vqtbl1q_u8(vreinterpretq_u8_u64(x), vreinterpretq_u8_u64(control)));
}

// Returns each 64-bit lane of `x` with its bits in reverse order: RBIT reverses the bits of each
// byte, REV64 the bytes of each lane.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::neon64> mirrored(
    xsimd::batch<std::uint64_t, xsimd::neon64> x) {
  return vreinterpretq_u64_u8(vrev64q_u8(vrbitq_u8(vreinterpretq_u8_u64(x))));
}

// Returns in each 64-bit lane the sum of its 8 bytes, by three pairwise widening additions.
[[gnu::always_inline]] inline xsimd::batch<std::uint64_t, xsimd::neon64> sum_bytes(
    xsimd::batch<std::uint64_t, xsimd::neon64> x) {
  return vpaddlq_u32(vpaddlq_u16(vpaddlq_u8(vreinterpretq_u8_u64(x))));
}

// Returns bytes [kBytes, kBytes + 16) of the 32 bytes `high`:`low`: EXT, as palignr.
template <int kBytes>
[[gnu::always_inline]] inline xsimd::batch<std::uint16_t, xsimd::neon64> bytes_joined(
    xsimd::batch<std::uint16_t, xsimd::neon64> high,
    xsimd::batch<std::uint16_t, xsimd::neon64> low) {
  return vextq_u16(low, high, kBytes / 2);
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::isa
