// The transforms of scalar_block64.cpp in AVX2, four words per 256-bit vector
// (xsimd::batch<std::uint64_t, xsimd::avx2>), for the padded boards N = 16, 32, 64, 100 and
// 128. A row is P bits (the stride: 16, 32, 64 or 128), so a vector holds 256 / P consecutive
// rows, each an element of P bits, the lowest row in the lowest bits.
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
// - rows j apart in the same vector (stages below 256 / P): each element exchanges with the
//   element j rows away, brought alongside by one shuffle (vpshufb, vpshufd or vpermq); the
//   upper row of each pair takes the partner's bits shifted up by j at the columns with bit j
//   set, the lower row the partner's bits shifted down by j at the columns with bit j clear,
//   and both keep their other bits: three masks per stage, computed at compile time;
// - for P = 128 the stage j = 64 exchanges the high word of row r with the low word of row
//   r + 64, the off-diagonal 64 x 64 blocks: vpunpcklqdq and vpunpckhqdq.
// The squares outside the N x N board stay zero: the transpose maps that region onto itself.
// The stages run in two passes over the board, each on groups of at most eight vectors held in
// registers: the stages with nearby partners first, then those with far ones.
//
// flip: vectors in reverse order, the rows inside each reversed by a shuffle; N must be a
// multiple of the rows per vector (N = 100 has pairs of 128-bit rows).
// mirror: each P-bit row reversed: its bytes by one vpshufb, the bits of each byte by two
// nibble lookups (vpshufb), and for N < P the row shifted down by P - N across its two words.

#include <immintrin.h>

#include <array>
#include <xsimd/xsimd.hpp>

#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;

constexpr int kLanes = 4;
constexpr int kVectorBits = 256;

using ByteVector = std::array<std::uint8_t, 32>;

// Returns the bytes whose byte b, in each 128-bit lane, is byte_at(b).
template <class ByteAt>
constexpr ByteVector per_lane_bytes(ByteAt byte_at) {
  ByteVector bytes{};
  for (int b = 0; b < 32; ++b) bytes[b] = static_cast<std::uint8_t>(byte_at(b % 16));
  return bytes;
}

[[gnu::always_inline]] inline Lanes load_bytes(const ByteVector& bytes) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bytes.data()));
}

// vpshufb: byte b of each 128-bit lane of the result is byte control[b] of that lane of x.
[[gnu::always_inline]] inline Lanes shuffle_bytes(Lanes x, const ByteVector& control) {
  return _mm256_shuffle_epi8(x, load_bytes(control));
}

constexpr int reverse_nibble(int nibble) {
  return ((nibble & 1) << 3) | ((nibble & 2) << 1) | ((nibble & 4) >> 1) | ((nibble & 8) >> 3);
}

[[gnu::always_inline]] inline Lanes swap_halves(Lanes x) {
  return _mm256_permute4x64_epi64(x, 0x4e);
}

// Returns each kRowBits-bit element exchanged with its neighbour kDistance elements away.
template <int kRowBits, int kDistance>
[[gnu::always_inline]] inline Lanes exchange_elements(Lanes x) {
  constexpr int kBits = kRowBits * kDistance;
  if constexpr (kBits == 16) {
    static constexpr ByteVector kSwapPairs = per_lane_bytes([](int b) { return b ^ 2; });
    return shuffle_bytes(x, kSwapPairs);
  } else if constexpr (kBits == 32) {
    return _mm256_shuffle_epi32(x, 0xb1);
  } else if constexpr (kBits == 64) {
    return _mm256_shuffle_epi32(x, 0x4e);
  } else {
    static_assert(kBits == 128);
    return swap_halves(x);
  }
}

// The masks of an in-vector stage: where each element keeps its own bits, takes its partner's
// shifted up by j (the upper row of the pair, at the columns with bit j set), or takes them
// shifted down by j (the lower row, at the columns with bit j clear).
struct alignas(32) StageMasks {
  std::array<std::uint64_t, kLanes> keep{}, from_below{}, from_above{};
};

template <int kRowBits, int j>
constexpr StageMasks stage_masks() {
  StageMasks masks;
  for (int bit = 0; bit < kVectorBits; ++bit) {
    const bool upper_row = ((bit / kRowBits) & j) == 0;
    const bool column_bit_set = ((bit % kRowBits) & j) != 0;
    auto& mask = upper_row == column_bit_set ? (upper_row ? masks.from_below : masks.from_above)
                                             : masks.keep;
    mask[bit / 64] |= std::uint64_t{1} << (bit % 64);
  }
  return masks;
}

template <int kRowBits, int j>
[[gnu::always_inline]] inline Lanes in_vector_stage(Lanes x) {
  static constexpr StageMasks kMasks = stage_masks<kRowBits, j>();
  const Lanes partner = exchange_elements<kRowBits, j>(x);
  return (x & Lanes::load_aligned(kMasks.keep.data())) |
         ((partner << j) & Lanes::load_aligned(kMasks.from_below.data())) |
         ((partner >> j) & Lanes::load_aligned(kMasks.from_above.data()));
}

template <int j>
[[gnu::always_inline]] inline void delta_swap(Lanes& upper, Lanes& lower) {
  const Lanes swapped = ((upper >> j) ^ lower) & Lanes(kColumnsWithBitClear[log2_of(j)]);
  upper ^= swapped << j;
  lower ^= swapped;
}

// The board as vectors of rows, P = kRowBits.
template <int kRowBits>
struct RowVectors {
  static constexpr int kRowsPerVector = kVectorBits / kRowBits;

  // Applies the stages j in [kFirst, kLast) (powers of two) to the group of vectors
  // v0 + k * kVectorStride, k in [0, 8) (or fewer on small boards), in registers.
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

template <int N>
struct Avx2Block64Ops {
  using G = Geometry<N, Layout::kPadded>;
  using Board = typename G::Board;
  static constexpr int kRowBits = G::kStride;
  using Rows = RowVectors<kRowBits>;
  static constexpr int kRowsPerVector = Rows::kRowsPerVector;
  static constexpr int kVectors = G::kBits / kVectorBits;
  static_assert(N % kRowsPerVector == 0);

  // Pass one: the stages whose partners lie within 8 consecutive vectors; pass two: the rest,
  // on groups of vectors 8 apart.
  static Board transpose(const Board& b) {
    constexpr int kNear = kVectors < 8 ? kVectors : 8;
    constexpr int kNearLimit = kRowsPerVector * kNear;
    Board result;
    for (int v = 0; v < kVectors; v += kNear) {
      Rows::template stages<1, kNearLimit, kNear, 1>(b.words.data() + kLanes * v,
                                                     result.words.data() + kLanes * v);
    }
    if constexpr (kNearLimit < kRowBits) {
      constexpr int kFar = kVectors / kNear;
      static_assert(kFar <= 8);
      for (int v = 0; v < kNear; ++v) {
        std::uint64_t* words = result.words.data() + kLanes * v;
        Rows::template stages<kNearLimit, kRowBits, kFar, kNear>(words, words);
      }
    }
    return result;
  }

  static Lanes reverse_rows_in_vector(Lanes x) {
    if constexpr (kRowBits == 128) {
      return swap_halves(x);
    } else {
      constexpr int kRowBytes = kRowBits / 8;
      static constexpr ByteVector kReverseRows = per_lane_bytes(
          [](int b) { return (16 / kRowBytes - 1 - b / kRowBytes) * kRowBytes + b % kRowBytes; });
      return swap_halves(shuffle_bytes(x, kReverseRows));
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
    static constexpr ByteVector kReverseBytes = per_lane_bytes(
        [](int b) { return b / kRowBytes * kRowBytes + kRowBytes - 1 - b % kRowBytes; });
    // Indexed by a nibble: the nibble reversed, in the high or the low half of a byte.
    static constexpr ByteVector kReversedLowNibble =
        per_lane_bytes([](int nibble) { return reverse_nibble(nibble) << 4; });
    static constexpr ByteVector kReversedHighNibble = per_lane_bytes(reverse_nibble);
    const Lanes bytes = shuffle_bytes(x, kReverseBytes);
    const Lanes low_nibbles(0x0f0f0f0f0f0f0f0f);
    return Lanes(_mm256_shuffle_epi8(load_bytes(kReversedLowNibble), bytes & low_nibbles)) |
           Lanes(_mm256_shuffle_epi8(load_bytes(kReversedHighNibble), (bytes >> 4) & low_nibbles));
  }

  static Board mirror(const Board& b) {
    constexpr int kBoardVectors = N / kRowsPerVector;
    constexpr int kShift = kRowBits - N;
    static_assert(kShift == 0 || kRowBits == 128);
    Board result;
    for (int v = 0; v < kBoardVectors; ++v) {
      Lanes rows = reverse_row_bits(Lanes::load_unaligned(b.words.data() + kLanes * v));
      if constexpr (kShift != 0) {
        rows = (rows >> kShift) | (Lanes(_mm256_bsrli_epi128(rows, 8)) << (64 - kShift));
      }
      rows.store_unaligned(result.words.data() + kLanes * v);
    }
    return result;
  }
};

}  // namespace

extern const Implementation avx2_block64 = at_sides<Layout::kPadded, 16, 32, 64, 100, 128>(
    []<int N> { return Avx2Block64Ops<N>{}; },
    {"avx2_block64",
     "AVX2, rows in 256-bit vectors: the delta swap stages of the recursive bit-matrix transpose, "
     "across vectors by lane shifts and within a vector by one shuffle and three masks, in two "
     "register passes; flip by vector order and vpermq, mirror by vpshufb nibble lookups; "
     "padded N = 16, 32, 64, 100, 128",
     kTierAvx2});

}  // namespace bitbench::transform
