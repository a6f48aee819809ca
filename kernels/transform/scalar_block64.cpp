// Transforms of the large padded boards, N = 64, 100 and 128, a 64-bit word at a time. With a
// stride of 64 a row is one word; with a stride of 128 (N = 100 and 128) a row is two, the low
// word holding columns 0 to 63. The board is then a grid of 64 x 64 blocks: block (I, J) is the
// word J of rows 64 I to 64 I + 63.
//
// transpose: the recursive 64 x 64 bit-matrix transpose (the chessprogramming wiki's
// flipDiagA1H8 grown to 64 x 64; Hacker's Delight, "Transposing a Bit Matrix"). Transposing
// swaps bit k of the row with bit k of the column for every k, and each swap is one delta
// swap stage: stage j (32, 16, ..., 1) pairs rows r and r + j, for r with bit j clear, and
// exchanges (r, c + j) with (r + j, c) for the columns c with bit j clear, the bits of the
// mask 0x00000000ffffffff, 0x0000ffff0000ffff, ..., 0x5555555555555555. Six stages transpose
// each block in place; the seventh bit, for a stride of 128, exchanges blocks (0, 1) and
// (1, 0). The squares outside the N x N board stay zero: the transpose maps that region onto
// itself.
// flip: the rows in reverse order, whole words moved.
// mirror: each row read backwards: the bits of each word reversed (byte swap, then the
// nibbles, pairs and bits of each byte swapped by masks), the two words of a 128-bit row
// exchanged, and the row shifted down by P - N columns so that column N - 1 lands on 0.

#include <utility>

#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

constexpr std::uint64_t reverse_bits(std::uint64_t word) {
  word = __builtin_bswap64(word);
  word = ((word >> 4) & kColumnsWithBitClear[2]) | ((word & kColumnsWithBitClear[2]) << 4);
  word = ((word >> 2) & kColumnsWithBitClear[1]) | ((word & kColumnsWithBitClear[1]) << 2);
  return ((word >> 1) & kColumnsWithBitClear[0]) | ((word & kColumnsWithBitClear[0]) << 1);
}

// Transposes the 64 x 64 block whose row r is rows[r * word_stride].
template <int word_stride>
void transpose_block(std::uint64_t* rows) {
  for (int stage = 5; stage >= 0; --stage) {
    const int j = 1 << stage;
    const std::uint64_t columns = kColumnsWithBitClear[stage];  // c with bit j clear
    for (int first = 0; first < 64; first += 2 * j) {
      for (int r = first; r < first + j; ++r) {
        std::uint64_t& upper = rows[r * word_stride];
        std::uint64_t& lower = rows[(r + j) * word_stride];
        const std::uint64_t swapped = ((upper >> j) ^ lower) & columns;
        upper ^= swapped << j;
        lower ^= swapped;
      }
    }
  }
}

template <int N>
struct ScalarBlock64Ops {
  using Board = BoardOf<N, Layout::kPadded>;
  static constexpr int kWordsPerRow = Geometry<N, Layout::kPadded>::kStride / 64;
  static_assert(kWordsPerRow == 2 || N == 64);  // mirror shifts 128-bit rows only

  static Board transpose(const Board& b) {
    Board result = b;
    for (int block_row = 0; block_row < kWordsPerRow; ++block_row) {
      for (int block_col = 0; block_col < kWordsPerRow; ++block_col) {
        transpose_block<kWordsPerRow>(result.words.data() + 64 * kWordsPerRow * block_row +
                                      block_col);
      }
    }
    if constexpr (kWordsPerRow == 2) {
      for (int r = 0; r < 64; ++r) std::swap(result.words[2 * r + 1], result.words[2 * (64 + r)]);
    }
    return result;
  }

  static Board flip(const Board& b) {
    Board result;
    for (int r = 0; r < N; ++r) {
      for (int w = 0; w < kWordsPerRow; ++w) {
        result.words[kWordsPerRow * r + w] = b.words[kWordsPerRow * (N - 1 - r) + w];
      }
    }
    return result;
  }

  static Board mirror(const Board& b) {
    Board result;
    if constexpr (kWordsPerRow == 1) {
      for (int r = 0; r < N; ++r) result.words[r] = reverse_bits(b.words[r]);
    } else {
      constexpr int kShift = 128 - N;
      for (int r = 0; r < N; ++r) {
        const std::uint64_t low = reverse_bits(b.words[2 * r + 1]);
        const std::uint64_t high = reverse_bits(b.words[2 * r]);
        if constexpr (kShift == 0) {
          result.words[2 * r] = low;
          result.words[2 * r + 1] = high;
        } else {
          result.words[2 * r] = (low >> kShift) | (high << (64 - kShift));
          result.words[2 * r + 1] = high >> kShift;
        }
      }
    }
    return result;
  }
};

}  // namespace

extern const Implementation scalar_block64 =
    at_sides<Layout::kPadded, 64, 100, 128>([]<int N> { return ScalarBlock64Ops<N>{}; });

}  // namespace bitbench::transform
