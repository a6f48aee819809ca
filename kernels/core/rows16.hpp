#pragma once
// The row-lane form of an N x N board (N <= 16) on any xsimd architecture: row r in 16-bit lane
// r of 256 bits, one vector on AVX2 (and AVX-512, with VL encodings), an array of two 128-bit
// vectors on SSE4.2 and NEON; column c at bit c of its lane. A step along a row is a shift
// inside the lanes, which drops the bits that leave the lane; a step across rows moves whole
// lanes (between the vectors or halves too); a diagonal step does both. Columns N..15 and rows
// N..15 are empty, so a fill masked by the opponent discs never enters them.
//
// For N = 16 the dense layout (bit row * N + col) is the row-lane form already. For N = 10, 12
// and 14 on AVX2 the conversions treat the board as 32-bit words and each 32-bit lane of the
// vector as 2 rows: 2 gathers (vpermd) and 2 variable shifts bring the 2N bits of rows 2j and
// 2j + 1 into lane j, and a masked shift moves row 2j + 1 to bit 16. Back, one multiply-add
// (vpmaddwd) joins the 2 rows of a lane into 2N bits, and a few gathers with variable shifts lay
// the lanes end to end. The 128-bit ISAs, which have no such gather across 256 bits, convert
// row by row in scalar code.

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <xsimd/xsimd.hpp>

#include "core/isa.hpp"
#include "core/lanes4.hpp"
#include "core/square_board.hpp"
#include "core/tier.hpp"

namespace bitbench::rows16 {
inline namespace BITBENCH_TIER {

inline constexpr int kLanes = 16;

using Lanes16 = std::array<std::uint16_t, kLanes>;

// The 16 rows on `Arch`.
template <class Arch>
class Rows {
 public:
  using Batch = xsimd::batch<std::uint16_t, typename simd::NarrowArch<Arch, 4>::type>;
  static constexpr int kPerBatch = Batch::size;
  static constexpr int kBatches = kLanes / kPerBatch;

  Rows() = default;
  explicit Rows(std::uint16_t every_lane) { parts_.fill(Batch(every_lane)); }
  explicit Rows(Batch whole) requires(kBatches == 1) : parts_{whole} {}
  Batch whole() const requires(kBatches == 1) { return parts_[0]; }

  static Rows load(const std::uint16_t* lanes) {
    Rows rows;
    for (int b = 0; b < kBatches; ++b)
      rows.parts_[b] = Batch::load_unaligned(lanes + b * kPerBatch);
    return rows;
  }
  void store(std::uint16_t* lanes) const {
    for (int b = 0; b < kBatches; ++b) parts_[b].store_unaligned(lanes + b * kPerBatch);
  }

  friend Rows operator&(Rows a, const Rows& b) { return a.apply(b, std::bit_and<>{}); }
  friend Rows operator|(Rows a, const Rows& b) { return a.apply(b, std::bit_or<>{}); }
  friend Rows operator+(Rows a, const Rows& b) { return a.apply(b, std::plus<>{}); }
  friend Rows operator-(Rows a, const Rows& b) { return a.apply(b, std::minus<>{}); }
  // Returns a - b in each lane, 0 where b is larger.
  friend Rows saturating_minus(Rows a, const Rows& b) {
    return a.apply(b, [](Batch x, Batch y) { return xsimd::ssub(x, y); });
  }
  Rows operator~() const {
    return map([](Batch x) { return ~x; });
  }
  Rows& operator&=(const Rows& b) { return *this = *this & b; }
  Rows& operator|=(const Rows& b) { return *this = *this | b; }
  Rows operator<<(int count) const {
    return map([count](Batch x) { return x << count; });
  }
  Rows operator>>(int count) const {
    return map([count](Batch x) { return x >> count; });
  }

  // Returns all ones in the 16-bit lanes that are zero, zero in the others.
  Rows zero_lanes() const {
    return map(
        [](Batch x) { return Batch(static_cast<typename Batch::register_type>(x == Batch(0))); });
  }
  // Returns all ones in the 32-bit lanes (pairs of rows) that are zero, zero in the others.
  Rows zero_pairs() const {
    using Pairs = xsimd::batch<std::uint32_t, typename Batch::arch_type>;
    return map([](Batch x) {
      const Pairs pairs = xsimd::bitwise_cast<Pairs>(x);
      return xsimd::bitwise_cast<Batch>(
          Pairs(static_cast<typename Pairs::register_type>(pairs == Pairs(0))));
    });
  }

  // The rows in one vector have AVX2's whole-vector lane moves (kernels/core/isa_avx2.hpp); in
  // two 128-bit vectors, a byte shift across both (palignr, EXT).

  // Returns the rows moved one row toward higher rows (kRow = 1) or lower rows (kRow = -1), the
  // row leaving the vector dropped.
  template <int kRow>
  Rows rows_shifted() const {
    static_assert(kRow == 1 || kRow == -1);
    if constexpr (kBatches == 1) {
#if defined(__AVX2__)
      return Rows(isa::lanes_shifted<kRow>(parts_[0]));
#endif
    } else if constexpr (kRow > 0) {
      return of({isa::bytes_joined<14>(parts_[0], Batch(0)),
                 isa::bytes_joined<14>(parts_[1], parts_[0])});
    } else {
      return of(
          {isa::bytes_joined<2>(parts_[1], parts_[0]), isa::bytes_joined<2>(Batch(0), parts_[1])});
    }
  }

  // Returns the rows rotated kRow * kCount rows (toward higher rows when kRow > 0), kCount in
  // {2, 4, 8}, the kCount rows that leave at one end coming back in at the other.
  template <int kRow, int kCount>
  Rows rows_rotated() const {
    static_assert((kRow == 1 || kRow == -1) && (kCount == 2 || kCount == 4 || kCount == 8));
    constexpr int kBytes = 2 * kCount;
    if constexpr (kBatches == 1) {
#if defined(__AVX2__)
      return Rows(isa::lanes_rotated<kRow * kCount>(parts_[0]));
#endif
    } else if constexpr (kCount == 8) {
      return of({parts_[1], parts_[0]});
    } else if constexpr (kRow > 0) {
      return of({isa::bytes_joined<16 - kBytes>(parts_[0], parts_[1]),
                 isa::bytes_joined<16 - kBytes>(parts_[1], parts_[0])});
    } else {
      return of({isa::bytes_joined<kBytes>(parts_[1], parts_[0]),
                 isa::bytes_joined<kBytes>(parts_[0], parts_[1])});
    }
  }

  // Returns in every 32-bit lane the OR of all even rows (low half) and of all odd rows (high
  // half): the halves (or vectors) ORed, then the 4 pairs of each 128 bits rotated by 2 and 1.
  Rows or_rows_in_pairs() const {
    Batch all = parts_[0];
    if constexpr (kBatches == 1) {
#if defined(__AVX2__)
      all |= isa::lanes_rotated<8>(all);
#endif
    } else {
      all |= parts_[1];
    }
    all |= isa::bytes_joined<8>(all, all);
    all |= isa::bytes_joined<4>(all, all);
    Rows rows;
    rows.parts_.fill(all);
    return rows;
  }

 private:
  static Rows of(std::array<Batch, kBatches> parts) {
    Rows rows;
    rows.parts_ = parts;
    return rows;
  }
  template <class Operation>
  [[gnu::always_inline]] Rows& apply(const Rows& b, Operation operation) {
    for (int i = 0; i < kBatches; ++i) parts_[i] = operation(parts_[i], b.parts_[i]);
    return *this;
  }
  template <class Operation>
  [[gnu::always_inline]] Rows map(Operation operation) const {
    Rows result;
    for (int i = 0; i < kBatches; ++i) result.parts_[i] = operation(parts_[i]);
    return result;
  }

  std::array<Batch, kBatches> parts_;
};

// All ones at index kLanes - 1: the kLanes entries from kLanes - 1 - row select lane `row`.
inline constexpr std::array<std::uint16_t, 2 * kLanes - 1> kRowSelect = [] {
  std::array<std::uint16_t, 2 * kLanes - 1> select{};
  select[kLanes - 1] = 0xffff;
  return select;
}();

// Returns all ones in lane `row` and zeros in the others.
template <class Arch>
[[gnu::always_inline]] inline Rows<Arch> row_lane(int row) {
  return Rows<Arch>::load(&kRowSelect[kLanes - 1 - row]);
}

// Returns the rows of the board, in each lane the columns of a row that is on the board.
template <int N>
constexpr Lanes16 make_board_rows() {
  Lanes16 rows{};
  for (int row = 0; row < N; ++row) rows[row] = static_cast<std::uint16_t>((1u << N) - 1);
  return rows;
}

template <int N>
inline constexpr Lanes16 kBoardRows = make_board_rows<N>();

#if defined(__AVX2__)
using Lanes32 = std::array<std::uint32_t, 8>;

[[gnu::always_inline]] inline __m256i load_lanes(const Lanes32& lanes) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(lanes.data()));
}
[[gnu::always_inline]] inline __m256i load_lanes(const Lanes16& lanes) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(lanes.data()));
}

// The tables of the conversions for N < 16. In both directions 32-bit lane j holds rows 2j
// and 2j + 1, the 2N bits that start at bit 2N * j of the dense board.
template <int N>
struct Conversion {
  static_assert(N % 2 == 0 && N >= 10 && N < 16);
  static constexpr int kPairBits = 2 * N;
  static constexpr int kWords32 = (N * N + 31) / 32;

  // Dense to rows: lane j is the 32-bit word holding its first bit, shifted right by that
  // bit's place, OR the next word shifted left to follow it (by 32, which gives 0, when the
  // first bit is the word's bit 0). Indices past the board only bring bits that the masks
  // below clear.
  struct Gather {
    Lanes32 first_word, next_word, right, left;
  };
  static constexpr Gather make_gather() {
    Gather g{};
    for (int j = 0; j < 8; ++j) {
      const int first_bit = kPairBits * j;
      g.first_word[j] = static_cast<std::uint32_t>(std::min(first_bit / 32, 7));
      g.next_word[j] = static_cast<std::uint32_t>(std::min(first_bit / 32 + 1, 7));
      g.right[j] = static_cast<std::uint32_t>(first_bit % 32);
      g.left[j] = static_cast<std::uint32_t>(32 - first_bit % 32);
    }
    return g;
  }
  alignas(32) static constexpr Gather kGather = make_gather();

  // The even rows and the odd rows of the board, for splitting a 2N-bit pair.
  static constexpr Lanes16 make_rows_of_parity(int parity) {
    Lanes16 rows = make_board_rows<N>();
    for (int lane = 1 - parity; lane < kLanes; lane += 2) rows[lane] = 0;
    return rows;
  }
  alignas(32) static constexpr Lanes16 kEvenRows = make_rows_of_parity(0);
  alignas(32) static constexpr Lanes16 kOddRows = make_rows_of_parity(1);

  // The multipliers of vpmaddwd: 1 for an even row, 2^N for an odd row.
  static constexpr Lanes16 make_pair_weights() {
    Lanes16 weights{};
    for (int lane = 0; lane < kLanes; ++lane) {
      weights[lane] = static_cast<std::uint16_t>(lane % 2 == 0 ? 1 : 1 << N);
    }
    return weights;
  }
  alignas(32) static constexpr Lanes16 kPairWeights = make_pair_weights();

  // Rows to dense: dense word k is the OR of the lanes that overlap it. Part 0 is the lane that
  // holds bit 32 * k, shifted right to it; part i > 0 is the i-th lane after it, shifted left.
  // A shift count of 32 gives 0 where a word has no such part.
  static constexpr int kOnBoardPairs = N / 2;
  static constexpr int count_parts() {
    int most = 0;
    for (int k = 0; k < kWords32; ++k) {
      const int first_lane = 32 * k / kPairBits;
      const int last_lane = std::min((32 * k + 31) / kPairBits, kOnBoardPairs - 1);
      most = std::max(most, last_lane - first_lane + 1);
    }
    return most;
  }
  static constexpr int kParts = count_parts();
  struct Scatter {
    Lanes32 lane[kParts], shift[kParts];
  };
  static constexpr Scatter make_scatter() {
    Scatter s{};
    for (int part = 0; part < kParts; ++part) {
      for (int k = 0; k < 8; ++k) {
        const int lane = 32 * k / kPairBits + part;
        const int offset = kPairBits * lane - 32 * k;
        const bool overlaps = k < kWords32 && lane < kOnBoardPairs && offset < 32;
        s.lane[part][k] = static_cast<std::uint32_t>(std::min(lane, 7));
        s.shift[part][k] = static_cast<std::uint32_t>(!overlaps   ? 32
                                                      : part == 0 ? -offset
                                                                  : offset);
      }
    }
    return s;
  }
  alignas(32) static constexpr Scatter kScatter = make_scatter();
};

// Returns the board's 64-bit words in a vector; the words past the board are undefined.
template <int W>
[[gnu::always_inline]] inline __m256i load_words(const Bits<W>& board) {
  const auto* words = reinterpret_cast<const __m128i*>(board.words.data());
  if constexpr (W == 3) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128(words)),
                                   _mm_loadl_epi64(words + 1), 1);
  } else {
    static_assert(W == 2 || W == 4);
    return W == 4 ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words))
                  : _mm256_castsi128_si256(_mm_loadu_si128(words));
  }
}

// Returns the board whose 64-bit words are the vector's first W.
template <int W>
[[gnu::always_inline]] inline Bits<W> store_words(__m256i vector) {
  Bits<W> board;
  auto* words = reinterpret_cast<__m128i*>(board.words.data());
  _mm_storeu_si128(words, _mm256_castsi256_si128(vector));
  if constexpr (W == 3) _mm_storel_epi64(words + 1, _mm256_extracti128_si256(vector, 1));
  if constexpr (W == 4) _mm_storeu_si128(words + 1, _mm256_extracti128_si256(vector, 1));
  return board;
}

// Returns the row-lane form of a dense board, N < 16, by the gathers.
template <int N>
[[gnu::always_inline]] inline __m256i gathered_rows(const Board<N>& board) {
  using C = Conversion<N>;
  const __m256i words = load_words(board);
  const __m256i first = _mm256_permutevar8x32_epi32(words, load_lanes(C::kGather.first_word));
  const __m256i next = _mm256_permutevar8x32_epi32(words, load_lanes(C::kGather.next_word));
  const __m256i pairs = _mm256_or_si256(_mm256_srlv_epi32(first, load_lanes(C::kGather.right)),
                                        _mm256_sllv_epi32(next, load_lanes(C::kGather.left)));
  const __m256i odd_rows_up = _mm256_slli_epi32(pairs, 16 - N);
  return _mm256_or_si256(_mm256_and_si256(pairs, load_lanes(C::kEvenRows)),
                         _mm256_and_si256(odd_rows_up, load_lanes(C::kOddRows)));
}

// Returns the dense board of a row-lane form with nothing off the board, N < 16, by the
// gathers.
template <int N>
[[gnu::always_inline]] inline Board<N> scattered_rows(__m256i rows) {
  using C = Conversion<N>;
  const __m256i pairs = _mm256_madd_epi16(rows, load_lanes(C::kPairWeights));
  __m256i words =
      _mm256_srlv_epi32(_mm256_permutevar8x32_epi32(pairs, load_lanes(C::kScatter.lane[0])),
                        load_lanes(C::kScatter.shift[0]));
  for (int part = 1; part < C::kParts; ++part) {
    words = _mm256_or_si256(words, _mm256_sllv_epi32(_mm256_permutevar8x32_epi32(
                                                         pairs, load_lanes(C::kScatter.lane[part])),
                                                     load_lanes(C::kScatter.shift[part])));
  }
  return store_words<Board<N>::kWords>(words);
}
#endif

// Returns the row-lane form of a dense board. Bits past N * N are ignored.
template <class Arch, int N>
[[gnu::always_inline]] inline Rows<Arch> to_rows(const Board<N>& board) {
  static_assert(N >= 10 && N <= 16);
  Lanes16 lanes{};
  if constexpr (N == 16) {
    std::memcpy(lanes.data(), board.words.data(), sizeof lanes);
#if defined(__AVX2__)
  } else if constexpr (Rows<Arch>::kBatches == 1) {
    return Rows<Arch>(gathered_rows<N>(board));
#endif
  } else {
    for (int row = 0; row < N; ++row) {
      const int first = row * N, word = first / 64, shift = first % 64;
      std::uint64_t bits = board.words[word] >> shift;
      if (shift + N > 64) bits |= board.words[word + 1] << (64 - shift);
      lanes[row] = static_cast<std::uint16_t>(bits & ((1u << N) - 1));
    }
  }
  return Rows<Arch>::load(lanes.data());
}

// Returns the dense board of a row-lane form with nothing off the board.
template <int N, class Arch>
[[gnu::always_inline]] inline Board<N> from_rows(const Rows<Arch>& rows) {
  static_assert(N >= 10 && N <= 16);
#if defined(__AVX2__)
  if constexpr (N < 16 && Rows<Arch>::kBatches == 1) return scattered_rows<N>(rows.whole());
#endif
  Lanes16 lanes;
  rows.store(lanes.data());
  Board<N> board;
  if constexpr (N == 16) {
    std::memcpy(board.words.data(), lanes.data(), sizeof lanes);
  } else {
    board.words.fill(0);
    for (int row = 0; row < N; ++row) {
      const int first = row * N, word = first / 64, shift = first % 64;
      board.words[word] |= std::uint64_t{lanes[row]} << shift;
      if (shift + N > 64) board.words[word + 1] |= std::uint64_t{lanes[row]} >> (64 - shift);
    }
  }
  return board;
}

// Returns `rows` moved kCol * kCount columns (toward higher columns when kCol > 0), squares
// leaving a row dropped.
template <int kCol, int kCount, class Arch>
[[gnu::always_inline]] inline Rows<Arch> shift_columns(const Rows<Arch>& rows) {
  if constexpr (kCol > 0) return rows << kCount;
  if constexpr (kCol < 0) return rows >> kCount;
  if constexpr (kCol == 0) return rows;
}

// Returns `rows` moved one step in direction (kRow, kCol), squares leaving the 16 x 16 vector
// dropped.
template <int kRow, int kCol, class Arch>
[[gnu::always_inline]] inline Rows<Arch> step(Rows<Arch> rows) {
  if constexpr (kRow != 0) rows = rows.template rows_shifted<kRow>();
  return shift_columns<kCol, 1>(rows);
}

// Returns `rows` moved kCount steps in direction (kRow, kCol), kCount in {2, 4, 8}, with the
// rows that the rotation wraps around left for the caller to mask away.
template <int kRow, int kCol, int kCount, class Arch>
[[gnu::always_inline]] inline Rows<Arch> wrapping_steps(Rows<Arch> rows) {
  if constexpr (kRow != 0) rows = rows.template rows_rotated<kRow, kCount>();
  return shift_columns<kCol, kCount>(rows);
}

// All rows but the back edge row of steps of kRow rows: row 0 going down (kRow > 0), row 15
// going up.
template <int kRow>
constexpr Lanes16 make_without_back_row() {
  Lanes16 rows{};
  for (auto& row : rows) row = 0xffff;
  rows[kRow > 0 ? 0 : kLanes - 1] = 0;
  return rows;
}

template <int kRow>
inline constexpr Lanes16 kWithoutBackRow = make_without_back_row<kRow>();

// Returns `seeds` with every run of `through` squares that follows a seed in direction
// (kRow, kCol) added: a Kogge-Stone fill, whose steps of 1, 2, 4 and 8 reach runs of up to 15
// squares (runs on the board are up to N - 2 long: 8 for N = 10). Before the step of k,
// `through` is narrowed to the squares that end k given `through` squares in a row. A step of
// k from a seed lands k rows or more away from the back edge (the edge the steps move away
// from), so `through` may leave out the squares nearer to it: its first narrowing drops the
// back row, and from then on it is empty in the k rows that the rotation of a step of k wraps
// around (wrapping_steps), which masks them away.
template <int kRow, int kCol, class Arch>
[[gnu::always_inline]] inline Rows<Arch> fill(Rows<Arch> seeds, Rows<Arch> through) {
  seeds |= through & step<kRow, kCol>(seeds);
  if constexpr (kRow != 0) through &= Rows<Arch>::load(kWithoutBackRow<kRow>.data());
  through &= step<kRow, kCol>(through);
  seeds |= through & wrapping_steps<kRow, kCol, 2>(seeds);
  through &= wrapping_steps<kRow, kCol, 2>(through);
  seeds |= through & wrapping_steps<kRow, kCol, 4>(seeds);
  through &= wrapping_steps<kRow, kCol, 4>(through);
  return seeds | (through & wrapping_steps<kRow, kCol, 8>(seeds));
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::rows16
