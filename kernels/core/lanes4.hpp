#pragma once
// Four 64-bit lanes on any SIMD target, for the kernels that give each of 4 directions a lane
// (kernels/flip/simd_rays.hpp, kernels/moves/simd_lanes.hpp): one 256-bit vector on AVX2, an
// array of two 128-bit vectors on SSE4.2 and NEON. On AVX-512 the 4 lanes are a 256-bit vector
// too, which AVX-512VL gives its mask compares and three-input logic; a 512-bit one would idle
// half its lanes. The shifts are by compile-time counts per lane, through the target's header
// of what xsimd lacks (kernels/core/isa_*.hpp).

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>
#include <xsimd/xsimd.hpp>

#include "core/isa.hpp"
#include "core/tier.hpp"

namespace bitbench::simd {
inline namespace BITBENCH_TIER {

// The xsimd architecture of the widest vector of at most kLanes 64-bit lanes on `Arch`: `Arch`
// itself, or a narrower x86 one (AVX2's 256 bits and SSE4.2's 128 within AVX-512).
template <class Arch, std::size_t kLanes>
struct NarrowArch {
  using type = Arch;
};
#if XSIMD_WITH_AVX2
template <std::size_t kLanes>
requires(kLanes < 4) struct NarrowArch<xsimd::avx2, kLanes> {
  using type = xsimd::sse4_2;
};
#endif
#if XSIMD_WITH_AVX512BW
template <std::size_t kLanes>
requires(kLanes < 8) struct NarrowArch<xsimd::avx512bw, kLanes> {
  using type = typename NarrowArch<xsimd::avx2, kLanes>::type;
};
#endif

// A vector of at most kLanes 64-bit lanes on `Arch`.
template <class Arch, std::size_t kLanes>
using NarrowBatch = xsimd::batch<std::uint64_t, typename NarrowArch<Arch, kLanes>::type>;

using LaneValues = std::array<std::uint64_t, 4>;

template <class Arch>
class Lanes4 {
 public:
  using Batch = NarrowBatch<Arch, 4>;
  static constexpr std::size_t kPerBatch = Batch::size;
  static constexpr std::size_t kBatches = 4 / kPerBatch;
  static_assert(kBatches * kPerBatch == 4, "4 lanes fill whole vectors");

  Lanes4() = default;
  explicit Lanes4(std::uint64_t every_lane) { parts_.fill(Batch(every_lane)); }

  // Returns the lanes of `values`, aligned to 32 bytes.
  static Lanes4 load(const std::uint64_t* values) {
    Lanes4 lanes;
    for (std::size_t b = 0; b < kBatches; ++b) {
      lanes.parts_[b] = Batch::load_aligned(values + b * kPerBatch);
    }
    return lanes;
  }
  template <LaneValues kValues>
  static Lanes4 constant() {
    alignas(32) static constexpr LaneValues kAligned = kValues;
    return load(kAligned.data());
  }

  friend Lanes4 operator&(Lanes4 a, const Lanes4& b) { return a.apply(b, std::bit_and<>{}); }
  friend Lanes4 operator|(Lanes4 a, const Lanes4& b) { return a.apply(b, std::bit_or<>{}); }
  friend Lanes4 operator^(Lanes4 a, const Lanes4& b) { return a.apply(b, std::bit_xor<>{}); }
  friend Lanes4 operator-(Lanes4 a, const Lanes4& b) { return a.apply(b, std::minus<>{}); }
  Lanes4 operator~() const {
    Lanes4 result;
    for (std::size_t b = 0; b < kBatches; ++b) result.parts_[b] = ~parts_[b];
    return result;
  }
  Lanes4& operator&=(const Lanes4& b) { return *this = *this & b; }
  Lanes4& operator|=(const Lanes4& b) { return *this = *this | b; }

  // Returns the lanes as they are, through an empty asm statement the compiler cannot see
  // into, so that `settled() & late` is computed in that order. Without it g++ reassociates a
  // chain of ANDs and may take the operand that comes last in the latency chain (own discs)
  // first, one more operation between it and the result.
  Lanes4 settled() const {
    Lanes4 result = *this;
    for (Batch& part : result.parts_) {
      auto reg = static_cast<typename Batch::register_type>(part);
#if defined(__aarch64__)
      asm("" : "+w"(reg));
#else
      asm("" : "+v"(reg));
#endif
      part = Batch(reg);
    }
    return result;
  }

  // Returns all ones in the lanes equal to `other`'s, zero in the others, to mask with `&`.
  // (xsimd::select would do, but g++ turns its vpblendvb into a byte-sign test and an AND.)
  Lanes4 equal_lanes(const Lanes4& other) const {
    Lanes4 result;
    for (std::size_t b = 0; b < kBatches; ++b) {
      result.parts_[b] =
          Batch(static_cast<typename Batch::register_type>(parts_[b] == other.parts_[b]));
    }
    return result;
  }
  // Returns all ones in the lanes that are zero, zero in the others.
  Lanes4 zero_lanes() const { return equal_lanes(Lanes4(0)); }

  // Returns lane i shifted by kCounts[i] bits, toward higher bits when kLeft; a count of 64 or
  // more gives 0. A vector whose lanes all shift by 64 or more costs nothing.
  template <bool kLeft, LaneValues kCounts>
  Lanes4 shifted() const {
    Lanes4 result;
    [&]<std::size_t... b>(std::index_sequence<b...>) {
      ((result.parts_[b] = shift_part<kLeft, slice<b>(kCounts)>(parts_[b])), ...);
    }
    (std::make_index_sequence<kBatches>{});
    return result;
  }

  // Returns `operation` applied to each of its vectors: an operation of one ISA on whole
  // vectors that leaves each lane to itself, such as isa::mirrored.
  template <class Operation>
  Lanes4 each_vector(Operation operation) const {
    Lanes4 result;
    for (std::size_t b = 0; b < kBatches; ++b) result.parts_[b] = operation(parts_[b]);
    return result;
  }

  // Returns the sum of the lanes: their OR when they hold disjoint bits.
  std::uint64_t sum() const {
    Batch total = parts_[0];
    for (std::size_t b = 1; b < kBatches; ++b) total += parts_[b];
    return xsimd::hadd(total);
  }
  // Returns the OR of the lanes.
  std::uint64_t or_all() const {
    Batch all = parts_[0];
    for (std::size_t b = 1; b < kBatches; ++b) all |= parts_[b];
    return isa::or_of_lanes(all);
  }

 private:
  template <class Operation>
  [[gnu::always_inline]] Lanes4& apply(const Lanes4& b, Operation operation) {
    for (std::size_t i = 0; i < kBatches; ++i) parts_[i] = operation(parts_[i], b.parts_[i]);
    return *this;
  }

  template <std::size_t b>
  static constexpr std::array<std::uint64_t, kPerBatch> slice(const LaneValues& values) {
    std::array<std::uint64_t, kPerBatch> part{};
    for (std::size_t i = 0; i < kPerBatch; ++i) part[i] = values[b * kPerBatch + i];
    return part;
  }

  template <bool kLeft, std::array<std::uint64_t, kPerBatch> kPartCounts>
  [[gnu::always_inline]] static Batch shift_part(Batch part) {
    constexpr bool kAllOff = [] {
      for (std::uint64_t count : kPartCounts) {
        if (count < 64) return false;
      }
      return true;
    }();
    if constexpr (kAllOff) {
      return Batch(0);
    } else {
      return isa::shift_lanes<kLeft, kPartCounts>(part);
    }
  }

  std::array<Batch, kBatches> parts_;
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::simd
