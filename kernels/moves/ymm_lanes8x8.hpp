#pragma once
// Shared by the hand-written AVX-512 legal-move kernels of 8x8 (avx512_ternlog_ahead.cpp,
// vbmi_koggestone.cpp): the 4 directions of simd_lanes.hpp in the 4 lanes of a 256-bit vector,
// their shift counts and run masks as vectors, and the empty squares that end runs, ORed over
// the lanes.

#include <immintrin.h>

#include <cstdint>

#include "core/isa.hpp"
#include "core/ternary_logic.hpp"
#include "core/tier.hpp"
#include "moves/simd_lanes.hpp"

namespace bitbench::moves::ymm_lanes8x8 {
inline namespace BITBENCH_TIER {

// Returns values[i] in lane i.
[[gnu::always_inline]] inline __m256i lanes(const simd::LaneValues& values) {
  return _mm256_set_epi64x(static_cast<long long>(values[3]), static_cast<long long>(values[2]),
                           static_cast<long long>(values[1]), static_cast<long long>(values[0]));
}

// Each lane's bit distance for `steps` steps of its direction.
constexpr simd::LaneValues step_bits(int steps) {
  const simd_lanes::LaneCounts bits = simd_lanes::step_bits_times<8>(steps);
  return {static_cast<std::uint64_t>(bits[0]), static_cast<std::uint64_t>(bits[1]),
          static_cast<std::uint64_t>(bits[2]), static_cast<std::uint64_t>(bits[3])};
}

// The squares where a run of opponent discs may lie, per lane (simd_lanes.hpp).
inline constexpr simd::LaneValues kRunMask = simd_lanes::run_mask_word<8>(0);

// Returns the empty squares among the ends of runs toward higher bits (`up`) and lower bits
// (`down`), ORed over the 4 lanes: one vpternlogq joins the directions and drops the occupied
// squares.
[[gnu::always_inline]] inline std::uint64_t empty_ends(__m256i up, __m256i down, __m256i own,
                                                       __m256i opp) {
  using ternary_logic::kA, ternary_logic::kB, ternary_logic::kC;
  return isa::or_of_lanes(
      _mm256_ternarylogic_epi64(up, down, _mm256_or_si256(own, opp), (kA | kB) & ~kC));
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::ymm_lanes8x8
