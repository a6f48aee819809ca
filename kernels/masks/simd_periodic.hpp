#pragma once
// The periodic builder of scalar_periodic.cpp in SIMD, for any xsimd architecture, one word per
// 64-bit lane (2 on SSE4.2 and NEON, 4 on AVX2, 8 on AVX-512): word k of R(b, l, n) is the 64-bit
// window at phase (64k) mod l of the pattern repeated over 128 bits (the repetition of the
// any-size bitboard document, seed 004). Each lane holds its own phase; the window is
// (low >> phase) | (high << (64 - phase)) by per-lane variable shifts (kernels/core/isa_*.hpp:
// a count of 64 yields 0, so phase 0 needs no special case), and the phases advance by
// (64 * lanes) mod l per vector. The words past the last whole vector come from one more vector;
// the words from bit l * n up are cleared. Instantiated by
// <isa>_periodic.cpp.

#include <array>
#include <cstdint>
#include <xsimd/xsimd.hpp>

#include "core/isa.hpp"
#include "core/tier.hpp"
#include "masks/masks.hpp"

namespace bitbench::masks::periodic_lanes {
inline namespace BITBENCH_TIER {

template <class Arch, int width>
MaskBoard<width> mask(std::uint64_t pattern, int length) {
  using Lanes = xsimd::batch<std::uint64_t, Arch>;
  using Phases = xsimd::batch<std::int64_t, Arch>;
  using Uint128 = unsigned __int128;
  constexpr int kLanes = static_cast<int>(Lanes::size);
  constexpr int kWords = MaskBoard<width>::kWords;
  Uint128 window = one_copy(pattern, length);
  for (int run = length; run < 128; run *= 2) window |= window << run;
  const Lanes low(static_cast<std::uint64_t>(window));
  const Lanes high(static_cast<std::uint64_t>(window >> 64));
  // The phases of the first kLanes words, and the advance per vector: 64 mod l added up, each
  // sum below 2l, so one conditional subtraction reduces it.
  const std::int64_t step = 64 % length;
  const auto advanced = [length, step](std::int64_t phase) {
    return phase + step >= length ? phase + step - length : phase + step;
  };
  alignas(64) std::array<std::int64_t, kLanes> first_phases;
  first_phases[0] = 0;
  for (int k = 1; k < kLanes; ++k) first_phases[k] = advanced(first_phases[k - 1]);
  Phases phase = Phases::load_aligned(first_phases.data());
  const auto words_at = [&](const Phases& shift) {
    return isa::shift_lanes_by<false>(low, shift) |
           isa::shift_lanes_by<true>(high, Phases(64) - shift);
  };
  MaskBoard<width> result;
  constexpr int kWholeVectors = kWords / kLanes * kLanes;
  if constexpr (kWholeVectors > 0) {
    const Phases vector_step(advanced(first_phases[kLanes - 1]));
    const Phases period(length);
    for (int k = 0; k < kWholeVectors; k += kLanes) {
      words_at(phase).store_unaligned(result.words.data() + k);
      phase += vector_step;
      // A signed compare: AVX2 has none for unsigned lanes.
      phase = xsimd::select(phase < period, phase, phase - period);
    }
  }
  if constexpr (kWholeVectors < kWords) {  // the words past the last whole vector
    alignas(64) std::uint64_t words[kLanes];
    words_at(phase).store_aligned(words);
    for (int k = kWholeVectors; k < kWords; ++k) result.words[k] = words[k - kWholeVectors];
  }
  keep_below(result, repeated_bits(width, length));
  return result;
}

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_every_width([]<int kWidth> { return &mask<Arch, kWidth>; });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::masks::periodic_lanes
