#pragma once
// The transforms of scalar_block64.cpp in vectors of 64-bit words of any xsimd architecture
// (V bits: 128 on SSE4.2 and NEON, 256 on AVX2, 512 on AVX-512 but at most the board), for the
// padded boards N = 16, 32, 64, 100 and 128. A row is P bits (the stride: 16, 32, 64 or 128),
// so a vector holds V / P consecutive rows, each an element of P bits, the lowest row in the
// lowest bits.
//
// transpose: the recursive bit-matrix transpose (the chessprogramming wiki's flipDiagA1H8
// grown to 64 x 64 blocks; Hacker's Delight, "Transposing a Bit Matrix"). Stage j, for each
// power of two j < P, pairs rows r and r + j (bit j of r clear) and swaps (r, c + j) with
// (r + j, c) for the columns c with bit j clear; the stages commute, and together they swap
// every bit of the row with the same bit of the column. The pairing of a stage decides its
// form:
// - rows j apart in different vectors, whole vectors apart: the delta swap
//   t = ((A >> j) ^ B) & m; A ^= t << j; B ^= t on each pair of vectors (64-bit lane shifts;
//   where rows are narrower than a lane, the bits a shift carries into the next row fall
//   outside m, or outside the row for t << j, since c + j < P for every c in m);
// - rows j apart in the same vector (stages below V / P): each element exchanges with the
//   element j rows away, brought alongside by one shuffle (of bytes within 128 bits, or of
//   lanes); the
//   upper row of each pair takes the partner's bits shifted up by j at the columns with bit j
//   set, the lower row the partner's bits shifted down by j at the columns with bit j clear,
//   and both keep their other bits: three masks per stage, computed at compile time;
// - for P = 128 the stage j = 64 exchanges the high word of row r with the low word of row
//   r + 64, the off-diagonal 64 x 64 blocks: the zips of 64-bit lanes (vpunpcklqdq, ZIP1).
// The squares outside the N x N board stay zero: the transpose maps that region onto itself.
// The stages run in passes over the board, each on groups of at most eight vectors held in
// registers: the stages with nearby partners first, then those with farther ones.
//
// flip: vectors in reverse order, the rows inside each reversed by a shuffle; N must be a
// multiple of the rows per vector (N = 100 has 128-bit rows).
// mirror: each P-bit row reversed: its bytes by one byte shuffle, the bits of each byte by two
// nibble lookups (byte shuffles of a table), and for N < P the row shifted down by P - N
// across its two words. Instantiated by <isa>_block64.cpp.

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/lanes4.hpp"
#include "core/tier.hpp"
#include "transform/simd_words.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform::block64_words {
inline namespace BITBENCH_TIER {

using namespace simd_words;

constexpr int reverse_nibble(int nibble) {
  return ((nibble & 1) << 3) | ((nibble & 2) << 1) | ((nibble & 4) >> 1) | ((nibble & 8) >> 3);
}

// Returns each kBits-bit element of x exchanged with its neighbour.
template <int kBits, class Lanes>
[[gnu::always_inline]] inline Lanes exchange_elements(Lanes x) {
  if constexpr (kBits < 128) {
    return bytes_shuffled<each_byte([](int b) { return b ^ (kBits / 8); })>(x);
  } else {
    return lanes_permuted<each_lane<Lanes>([](int lane) { return lane ^ (kBits / 64); })>(x);
  }
}

// Returns x with its 128-bit lanes in reverse order.
template <class Lanes>
[[gnu::always_inline]] inline Lanes reverse_128_bit_lanes(Lanes x) {
  constexpr int kLanes = Lanes::size;
  if constexpr (kLanes == 2) {
    return x;
  } else {
    return lanes_permuted<each_lane<Lanes>(
        [](int lane) { return kLanes - 2 - lane + 2 * (lane % 2); })>(x);
  }
}

// The masks of an in-vector stage: where each element keeps its own bits, takes its partner's
// shifted up by j (the upper row of the pair, at the columns with bit j set), or takes them
// shifted down by j (the lower row, at the columns with bit j clear).
template <class Lanes>
struct alignas(64) StageMasks {
  LaneValues<Lanes> keep{}, from_below{}, from_above{};
};

template <class Lanes, int kRowBits, int j>
constexpr StageMasks<Lanes> stage_masks() {
  StageMasks<Lanes> masks;
  for (int bit = 0; bit < 64 * static_cast<int>(Lanes::size); ++bit) {
    const bool upper_row = ((bit / kRowBits) & j) == 0;
    const bool column_bit_set = ((bit % kRowBits) & j) != 0;
    auto& mask = upper_row == column_bit_set ? (upper_row ? masks.from_below : masks.from_above)
                                             : masks.keep;
    mask[bit / 64] |= std::uint64_t{1} << (bit % 64);
  }
  return masks;
}

// The masks are loaded from their static object: given as `constant<Lanes, kMasks.keep>`, g++ 12
// merged the instantiations of different stages into one.
template <int kRowBits, int j, class Lanes>
[[gnu::always_inline]] inline Lanes in_vector_stage(Lanes x) {
  static constexpr StageMasks<Lanes> kMasks = stage_masks<Lanes, kRowBits, j>();
  const Lanes partner = exchange_elements<kRowBits * j>(x);
  return (x & Lanes::load_aligned(kMasks.keep.data())) |
         ((partner << j) & Lanes::load_aligned(kMasks.from_below.data())) |
         ((partner >> j) & Lanes::load_aligned(kMasks.from_above.data()));
}

template <int j, class Lanes>
[[gnu::always_inline]] inline void delta_swap(Lanes& upper, Lanes& lower) {
  const Lanes swapped = ((upper >> j) ^ lower) & Lanes(kColumnsWithBitClear[log2_of(j)]);
  upper ^= swapped << j;
  lower ^= swapped;
}

// The board as vectors of rows, P = kRowBits.
template <class Lanes, int kRowBits>
struct RowVectors {
  static constexpr int kLanes = Lanes::size;
  static constexpr int kRowsPerVector = 64 * kLanes / kRowBits;

  // Applies the stages j in [kFirst, kLast) (powers of two) to the group of vectors
  // k * kVectorStride, k in [0, kGroup), of `from`, in registers, and stores them to `to`.
  template <int kFirst, int kLast, int kGroup, int kVectorStride>
  [[gnu::always_inline]] static void stages(const std::uint64_t* from, std::uint64_t* to) {
    std::array<Lanes, kGroup> group;
    BITBENCH_UNROLL
    for (int k = 0; k < kGroup; ++k) {
      group[k] = Lanes::load_unaligned(from + kLanes * kVectorStride * k);
    }
    stages_in_registers<kFirst, kLast, kVectorStride>(group);
    BITBENCH_UNROLL
    for (int k = 0; k < kGroup; ++k) {
      group[k].store_unaligned(to + kLanes * kVectorStride * k);
    }
  }

  template <int j, int kLast, int kVectorStride, std::size_t kGroup>
  [[gnu::always_inline]] static void stages_in_registers(std::array<Lanes, kGroup>& group) {
    if constexpr (j < kLast) {
      if constexpr (j < kRowsPerVector) {
        BITBENCH_UNROLL
        for (auto& x : group) x = in_vector_stage<kRowBits, j>(x);
      } else {
        constexpr int kApart = j / kRowsPerVector / kVectorStride;
        BITBENCH_UNROLL
        for (int k = 0; k < static_cast<int>(kGroup); ++k) {
          if ((k & kApart) != 0) continue;
          if constexpr (j == 64) {
            const Lanes upper = group[k], lower = group[k + kApart];
            group[k] = xsimd::zip_lo(upper, lower);
            group[k + kApart] = xsimd::zip_hi(upper, lower);
          } else {
            delta_swap<j>(group[k], group[k + kApart]);
          }
        }
      }
      stages_in_registers<2 * j, kLast, kVectorStride>(group);
    }
  }
};

template <class Arch, int N>
struct Block64Ops {
  using G = Geometry<N, Layout::kPadded>;
  using Board = typename G::Board;
  using Lanes = simd::NarrowBatch<Arch, Board::kWords>;
  static constexpr int kLanes = Lanes::size;
  static constexpr int kRowBits = G::kStride;
  using Rows = RowVectors<Lanes, kRowBits>;
  static constexpr int kRowsPerVector = Rows::kRowsPerVector;
  static constexpr int kVectors = Board::kWords / kLanes;
  static_assert(kVectors * kRowsPerVector == kRowBits && N % kRowsPerVector == 0);

  // The passes of the transpose from the one on groups of vectors kVectorStride apart: the
  // stages whose partners lie within the group, from the first one the earlier passes left.
  template <int kVectorStride>
  static void transpose_passes(const std::uint64_t* from, std::uint64_t* to) {
    constexpr int kGroup = std::min(8, kVectors / kVectorStride);
    constexpr int kFirst = kVectorStride == 1 ? 1 : kRowsPerVector * kVectorStride;
    constexpr int kLast = kRowsPerVector * kVectorStride * kGroup;
    for (int block = 0; block < kVectors; block += kVectorStride * kGroup) {
      for (int v = block; v < block + kVectorStride; ++v) {
        Rows::template stages<kFirst, kLast, kGroup, kVectorStride>(from + kLanes * v,
                                                                    to + kLanes * v);
      }
    }
    if constexpr (kLast < kRowBits) transpose_passes<kVectorStride * kGroup>(to, to);
  }

  static Board transpose(const Board& b) {
    Board result;
    transpose_passes<1>(b.words.data(), result.words.data());
    return result;
  }

  static Lanes reverse_rows_in_vector(Lanes x) {
    if constexpr (kRowBits == 128) {
      return reverse_128_bit_lanes(x);
    } else {
      constexpr int kRowBytes = kRowBits / 8;
      return reverse_128_bit_lanes(bytes_shuffled<each_byte([](int b) {
        return (16 / kRowBytes - 1 - b / kRowBytes) * kRowBytes + b % kRowBytes;
      })>(x));
    }
  }

  static Board flip(const Board& b) {
    constexpr int kBoardVectors = N / kRowsPerVector;
    Board result;
    for (int v = 0; v < kBoardVectors; ++v) {
      const Lanes rows = Lanes::load_unaligned(b.words.data() + kLanes * (kBoardVectors - 1 - v));
      reverse_rows_in_vector(rows).store_unaligned(result.words.data() + kLanes * v);
    }
    return result;
  }

  static Lanes reverse_row_bits(Lanes x) {
    constexpr int kRowBytes = kRowBits / 8;
    // Indexed by a nibble: the nibble reversed, in the high or the low half of a byte.
    constexpr ByteSources kReversedLowNibble =
        each_byte([](int nibble) { return reverse_nibble(nibble) << 4; });
    constexpr ByteSources kReversedHighNibble = each_byte(reverse_nibble);
    const Lanes bytes = bytes_shuffled<each_byte(
        [](int b) { return b / kRowBytes * kRowBytes + kRowBytes - 1 - b % kRowBytes; })>(x);
    const Lanes low_nibbles(0x0f0f0f0f0f0f0f0f);
    return isa::shuffle_bytes(constant<Lanes, repeated_in_each_128<Lanes>(kReversedLowNibble)>(),
                              bytes & low_nibbles) |
           isa::shuffle_bytes(constant<Lanes, repeated_in_each_128<Lanes>(kReversedHighNibble)>(),
                              (bytes >> 4) & low_nibbles);
  }

  static Board mirror(const Board& b) {
    constexpr int kBoardVectors = N / kRowsPerVector;
    constexpr int kShift = kRowBits - N;
    static_assert(kShift == 0 || kRowBits == 128);
    Board result;
    for (int v = 0; v < kBoardVectors; ++v) {
      Lanes rows = reverse_row_bits(Lanes::load_unaligned(b.words.data() + kLanes * v));
      if constexpr (kShift != 0) {
        // The high word of each 128-bit row funnelled into its low word.
        rows = (rows >> kShift) | (xsimd::zip_hi(rows, Lanes(0)) << (64 - kShift));
      }
      rows.store_unaligned(result.words.data() + kLanes * v);
    }
    return result;
  }
};

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_sides<Layout::kPadded, 16, 32, 64, 100, 128>(
      []<int N> { return Block64Ops<Arch, N>{}; });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::transform::block64_words
