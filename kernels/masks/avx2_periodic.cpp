// The periodic builder of scalar_periodic.cpp in AVX2, 4 words per 256-bit vector: word k of
// R(b, l, n) is the 64-bit window at phase (64k) mod l of the pattern repeated over 128 bits
// (the repetition of the any-size bitboard document, seed 004). Each lane holds its own
// phase; the window is (low >> phase) | (high << (64 - phase)) with the per-lane variable
// shifts vpsrlvq and vpsllvq (a count of 64 yields 0, so phase 0 needs no special case), and
// the phases advance by 256 mod l per vector. Only the top word is cut at l * n.

#include <xsimd/xsimd.hpp>

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;
using Phases = xsimd::batch<std::int64_t, xsimd::avx2>;
using Uint128 = unsigned __int128;

inline constexpr int kLanes = 4;

template <int width>
MaskBoard<width> mask_avx2_periodic(std::uint64_t pattern, int length) {
  constexpr int kWords = width / 64;
  const std::uint64_t ones = ~std::uint64_t{0};
  Uint128 window = pattern & (ones >> (64 - length));
  for (int run = length; run < 128; run *= 2) window |= window << run;
  const Lanes low(static_cast<std::uint64_t>(window));
  const Lanes high(static_cast<std::uint64_t>(window >> 64));
  const Lanes sixty_four(64);
  // The phases of words 1, 2 and 3, and the advance per vector: 64 mod l added up, each sum
  // below 2l, so one conditional subtraction reduces it.
  const std::int64_t step = 64 % length;
  const auto reduce = [length](std::int64_t phase) {
    return phase >= length ? phase - length : phase;
  };
  const std::int64_t phase1 = step;
  const std::int64_t phase2 = reduce(phase1 + step);
  const std::int64_t phase3 = reduce(phase2 + step);
  Phases phase{0, phase1, phase2, phase3};
  const auto words_at = [&](const Phases& at) {
    const Lanes shift = xsimd::bitwise_cast<Lanes>(at);
    return (low >> shift) | (high << (sixty_four - shift));
  };
  MaskBoard<width> result;
  if constexpr (kWords < kLanes) {
    alignas(32) std::uint64_t words[kLanes];
    words_at(phase).store_aligned(words);
    for (int k = 0; k < kWords; ++k) result.words[k] = words[k];
  } else {
    const Phases vector_step(reduce(phase3 + step));
    const Phases period(length);
    for (int k = 0; k < kWords; k += kLanes) {
      words_at(phase).store_unaligned(result.words.data() + k);
      phase += vector_step;
      phase = xsimd::select(phase < period, phase, phase - period);
    }
  }
  // Only the top word can hold bits beyond l * n: l * n > width - l >= width - 64.
  result.words[kWords - 1] &= ones >> (width % length);
  return result;
}

}  // namespace

extern const Implementation avx2_periodic = at_every_width(
    []<int kWidth> { return &mask_avx2_periodic<kWidth>; },
    {"avx2_periodic",
     "AVX2, 4 words per vector: each lane the 64-bit window at its phase (64k) mod l of the "
     "pattern over 128 bits, by vpsrlvq/vpsllvq; phases advance 256 mod l per vector",
     kTierAvx2});

}  // namespace bitbench::masks
