// The large padded transforms, N = 64, 100 and 128, by 8 x 8 blocks on AVX-512 with GFNI and
// VBMI. A row is P = 64 or 128 bits, RB = P / 8 bytes; the board is an RB x RB grid of 8 x 8
// blocks, block (I, J) being byte J of rows 8I to 8I + 7. Its transpose is the grid transposed
// with every block transposed:
// - gather: one byte permute (vpermb, or vpermt2b across the two vectors of 8 rows of 128
//   bits) collects 8 blocks of a row of blocks into the 8 lanes of a vector, row r of a block in
//   byte 7 - r, the order gf2p8affineqb reads a matrix in;
// - each block transposed by gf2p8affineqb of the unit bytes (byte k is bit k) times the block
//   (gfni_8x8.cpp): byte k of the result is column k;
// - the grid transposed: 8 x 8 lanes across 8 vectors in three butterfly stages of vpermt2q,
//   each swapping the off-diagonal quarters of ever larger squares of lanes (for RB = 16, four
//   such squares, the two off the diagonal exchanged);
// - scatter: the byte permute that puts each block's rows back into the board's rows.
// mirror: each row's bytes reversed by one shuffle, then each byte's bits by gf2p8affineqb
// times the bit-reversing matrix, and for N < P the 128-bit row shifted down by P - N.
// flip: simd_block64.hpp's, whole vectors of rows in reverse order.

#include <immintrin.h>

#include <array>
#include <cstdint>

#include "transform/gfni_matrices.hpp"
#include "transform/simd_block64.hpp"

namespace bitbench::transform {
namespace {

// xsimd's batch, so that arrays of vectors keep the register type's alignment.
using Vector = xsimd::batch<std::uint64_t, xsimd::avx512bw>;
using ByteIndex = std::array<std::uint8_t, 64>;

constexpr long long kUnitBytes = 0x8040201008040201;    // byte k is bit k
constexpr long long kReverseBits = 0x8040201008040201;  // the matrix whose byte j is bit j

inline Vector vector_of(const ByteIndex& bytes) { return _mm512_loadu_si512(bytes.data()); }

// Returns the vector whose every 128-bit lane holds `low`, then `high`.
inline Vector in_every_128_bits(long long low, long long high) {
  return _mm512_broadcast_i64x2(_mm_set_epi64x(high, low));
}

// The gather of the blocks J = 8 * kHalf .. 8 * kHalf + 7 of 8 rows of kRowBytes bytes, from the
// bytes of the rows' vectors (two of them, 128 bytes, when rows have 16 bytes).
template <int kRowBytes, int kHalf>
constexpr ByteIndex gather_index() {
  ByteIndex index{};
  for (int byte = 0; byte < 64; ++byte) {
    const int block = byte / 8, row = 7 - byte % 8;
    index[byte] = static_cast<std::uint8_t>(kRowBytes * row + 8 * kHalf + block);
  }
  return index;
}

// The scatter into vector kPart of 8 rows of kRowBytes bytes, from the transposed blocks: lane I
// of the first vector (and for 16-byte rows lane I - 8 of the second) holds byte I of the rows.
template <int kRowBytes, int kPart>
constexpr ByteIndex scatter_index() {
  ByteIndex index{};
  for (int byte = 0; byte < 64; ++byte) {
    const int row = (64 * kPart + byte) / kRowBytes, block = (64 * kPart + byte) % kRowBytes;
    index[byte] = static_cast<std::uint8_t>(64 * (block / 8) + 8 * (block % 8) + row);
  }
  return index;
}

// The lane indices of stage m of the lane transpose: the pair's first vector takes the low
// quarter of each 2m x 2m square, the second the high one.
template <int m, bool kSecond>
constexpr std::array<long long, 8> butterfly_index() {
  std::array<long long, 8> index{};
  for (int lane = 0; lane < 8; ++lane) {
    const bool upper = (lane & m) != 0;
    index[lane] = kSecond ? (upper ? 8 + lane : lane + m) : (upper ? 8 + lane - m : lane);
  }
  return index;
}

// Lane j of vector i becomes lane i of vector j.
inline void transpose_lanes(std::array<Vector, 8>& v) {
  const auto stage = [&v]<int m>() {
    static constexpr auto kFirst = butterfly_index<m, false>();
    static constexpr auto kSecond = butterfly_index<m, true>();
    const Vector first = _mm512_loadu_si512(kFirst.data());
    const Vector second = _mm512_loadu_si512(kSecond.data());
    for (int i = 0; i < 8; ++i) {
      if ((i & m) != 0) continue;
      const Vector low = v[i], high = v[i + m];
      v[i] = _mm512_permutex2var_epi64(low, first, high);
      v[i + m] = _mm512_permutex2var_epi64(low, second, high);
    }
  };
  stage.template operator()<1>();
  stage.template operator()<2>();
  stage.template operator()<4>();
}

template <int N>
struct GfniBlock64Ops : block64_words::Block64Ops<xsimd::avx512bw, N> {
  using Board = BoardOf<N, Layout::kPadded>;
  static constexpr int kRowBytes = Geometry<N, Layout::kPadded>::kStride / 8;
  static constexpr int kVectorsPerGroup = kRowBytes / 8;  // 8 rows
  static_assert(kRowBytes == 8 || kRowBytes == 16);

  // Returns the blocks J = 8 * kHalf .. of the 8 rows at `rows`, each transposed.
  template <int kHalf>
  static Vector transposed_blocks(const std::uint64_t* rows) {
    static constexpr ByteIndex kGather = gather_index<kRowBytes, kHalf>();
    const Vector first = _mm512_loadu_si512(rows);
    const Vector blocks =
        kVectorsPerGroup == 1
            ? _mm512_permutexvar_epi8(vector_of(kGather), first)
            : _mm512_permutex2var_epi8(first, vector_of(kGather), _mm512_loadu_si512(rows + 8));
    return _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64(kUnitBytes), blocks, 0);
  }

  // Writes rows 8J to 8J + 7 from the transposed blocks of their row of blocks.
  static void scatter_rows(Vector low_blocks, Vector high_blocks, std::uint64_t* rows) {
    static constexpr ByteIndex kFirst = scatter_index<kRowBytes, 0>();
    if constexpr (kVectorsPerGroup == 1) {
      _mm512_storeu_si512(rows, _mm512_permutexvar_epi8(vector_of(kFirst), low_blocks));
    } else {
      static constexpr ByteIndex kSecond = scatter_index<kRowBytes, 1>();
      _mm512_storeu_si512(rows,
                          _mm512_permutex2var_epi8(low_blocks, vector_of(kFirst), high_blocks));
      _mm512_storeu_si512(rows + 8,
                          _mm512_permutex2var_epi8(low_blocks, vector_of(kSecond), high_blocks));
    }
  }

  static Board transpose(const Board& b) {
    Board result;
    const std::uint64_t* from = b.words.data();
    std::uint64_t* to = result.words.data();
    constexpr int kWordsPerGroup = 8 * kVectorsPerGroup;
    // The output rows of blocks 8 * half .. come from the blocks 8 * half .. of every row.
    const auto rows_of_blocks = [&]<int kHalf>() {
      std::array<std::array<Vector, 8>, kVectorsPerGroup> blocks;
      for (int part = 0; part < kVectorsPerGroup; ++part) {
        for (int i = 0; i < 8; ++i) {
          blocks[part][i] = transposed_blocks<kHalf>(from + kWordsPerGroup * (8 * part + i));
        }
        transpose_lanes(blocks[part]);
      }
      for (int j = 0; j < 8; ++j) {
        scatter_rows(blocks[0][j], blocks[kVectorsPerGroup - 1][j],
                     to + kWordsPerGroup * (8 * kHalf + j));
      }
    };
    rows_of_blocks.template operator()<0>();
    if constexpr (kVectorsPerGroup == 2) rows_of_blocks.template operator()<1>();
    return result;
  }

  static Board mirror(const Board& b) {
    constexpr int kShift = 8 * kRowBytes - N;
    // Byte b of each row from byte kRowBytes - 1 - b, in every 128-bit lane.
    const Vector reverse_bytes = kRowBytes == 8
                                     ? in_every_128_bits(0x0001020304050607, 0x08090a0b0c0d0e0f)
                                     : in_every_128_bits(0x08090a0b0c0d0e0f, 0x0001020304050607);
    const Vector reverse_bits = _mm512_set1_epi64(kReverseBits);
    Board result;
    for (int w = 0; w < N * kRowBytes / 8; w += 8) {
      Vector rows = _mm512_gf2p8affine_epi64_epi8(
          _mm512_shuffle_epi8(_mm512_loadu_si512(b.words.data() + w), reverse_bytes), reverse_bits,
          0);
      if constexpr (kShift != 0) {
        // The high word of each 128-bit row funnelled into its low word.
        rows = _mm512_or_si512(
            _mm512_srli_epi64(rows, kShift),
            _mm512_slli_epi64(_mm512_unpackhi_epi64(rows, _mm512_setzero_si512()), 64 - kShift));
      }
      _mm512_storeu_si512(result.words.data() + w, rows);
    }
    return result;
  }
};

}  // namespace

extern const Implementation gfni_block64 =
    at_sides<Layout::kPadded, 64, 100, 128>([]<int N> { return GfniBlock64Ops<N>{}; });

}  // namespace bitbench::transform
