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
    xsimd::batch<std::uint64_t, xsimd::neon64> counts) {
  const int64x2_t signed_counts = vreinterpretq_s64_u64(counts);
  return vshlq_u64(x, kLeft ? signed_counts : vnegq_s64(signed_counts));
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::isa
