#pragma once
// Delta swaps on wide boards, and the delta-swap tables of the any-size bitboard document
// (seed 004) shared by the scalar transform kernels. A delta swap exchanges the bits of a board
// under a mask m with the bits `delta` above them:
//   t = (b ^ (b >> delta)) & m;  b ^= t ^ (t << delta)
// which needs m & (m << delta) == 0: every pair is one bit under m and one above it.
//
// The swaps are applied word by word, and the tables are compile-time constants, so each swap
// visits only the words where its mask has bits (in runs of consecutive words), and each mask
// word meets its partners in the word delta / 64 words up or in the word after it (past bit
// 63 - delta % 64): a swap whose mask has only one kind reads and writes one partner word per
// word, and a mask whose words are all alike is an immediate. On wide boards this is a pass
// over the mask's words, where the board-wide shifts would be two passes over all of them.
//
// For scalar-tier files: the templates here have external linkage, so a file of another ISA
// tier including this header would share their instantiations.

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "transform/transform.hpp"

namespace bitbench::transform {

template <class Board>
struct DeltaSwap {
  int delta = 0;
  Board mask;
};

// The words of a mask with bits, as runs of consecutive words [first, end).
struct WordRun {
  int first = 0, end = 0;
};

template <int W>
constexpr int count_word_runs(const Bits<W>& mask) {
  int runs = 0;
  for (int i = 0; i < W; ++i) runs += mask.words[i] != 0 && (i == 0 || mask.words[i - 1] == 0);
  return runs;
}

template <int kRuns, int W>
constexpr std::array<WordRun, kRuns> word_runs(const Bits<W>& mask) {
  std::array<WordRun, kRuns> runs{};
  int next = 0;
  for (int i = 0; i < W; ++i) {
    if (mask.words[i] == 0) continue;
    if (i == 0 || mask.words[i - 1] == 0) runs[next++].first = i;
    runs[next - 1].end = i + 1;
  }
  return runs;
}

// What the word-level swap needs to know of a mask, for a delta of `word_delta` words and
// `bit_delta` bits: the partner of a mask bit in word i lies in word i + word_delta, or, past
// bit 63 - bit_delta of the word, in the word after it.
struct MaskShape {
  bool stays = false;            // some partner lies in word i + word_delta
  bool carries = false;          // some partner lies in word i + word_delta + 1
  bool carry_may_leave = false;  // ... and that word is past the board for some mask word
  bool uniform = true;           // every mask word with bits holds the same bits,
  std::uint64_t word = 0;        // these
};

template <int W>
constexpr MaskShape mask_shape(const Bits<W>& mask, int word_delta, int bit_delta) {
  const std::uint64_t stays_in_word = ~std::uint64_t{0} >> bit_delta;
  MaskShape shape;
  for (int i = 0; i < W; ++i) {
    const std::uint64_t bits = mask.words[i];
    if (bits == 0) continue;
    shape.stays |= (bits & stays_in_word) != 0;
    shape.carries |= (bits & ~stays_in_word) != 0;
    shape.carry_may_leave |= i + word_delta + 1 >= W;
    shape.uniform &= shape.word == 0 || shape.word == bits;
    shape.word = bits;
  }
  shape.carry_may_leave &= shape.carries;
  return shape;
}

// Applies swap kStage of the table kSwaps (an array of DeltaSwap<Bits<W>>) to `b`, visiting
// only the words where its mask has bits.
template <const auto& kSwaps, std::size_t kStage, int W>
[[gnu::always_inline]] inline void delta_swap(Bits<W>& b) {
  constexpr const DeltaSwap<Bits<W>>& kSwap = kSwaps[kStage];
  constexpr int kWordDelta = kSwap.delta / 64;
  constexpr int kBitDelta = kSwap.delta % 64;
  constexpr MaskShape kShape = mask_shape(kSwap.mask, kWordDelta, kBitDelta);
  static constexpr auto kRuns = word_runs<count_word_runs(kSwap.mask)>(kSwap.mask);
  for (const WordRun& run : kRuns) {
    for (int i = run.first; i < run.end; ++i) {
      const int partner = i + kWordDelta;
      const bool next_on_board = !kShape.carry_may_leave || partner + 1 < W;
      std::uint64_t above = 0;  // bits 64 i + delta ... 64 i + 63 + delta of b
      if constexpr (kShape.stays) above |= b.words[partner] >> kBitDelta;
      if constexpr (kShape.carries) {
        if (next_on_board) above |= b.words[partner + 1] << (64 - kBitDelta);
      }
      const std::uint64_t mask = kShape.uniform ? kShape.word : kSwap.mask.words[i];
      const std::uint64_t t = (b.words[i] ^ above) & mask;
      b.words[i] ^= t;
      if constexpr (kShape.stays) b.words[partner] ^= t << kBitDelta;
      if constexpr (kShape.carries) {
        if (next_on_board) b.words[partner + 1] ^= t >> (64 - kBitDelta);
      }
    }
  }
}

// Applies the swaps of the table kSwaps to `b` in order.
template <const auto& kSwaps, int W>
[[gnu::always_inline]] inline void delta_swaps(Bits<W>& b) {
  [&]<std::size_t... kStage>(std::index_sequence<kStage...>) {
    (delta_swap<kSwaps, kStage>(b), ...);
  }
  (std::make_index_sequence<kSwaps.size()>{});
}

// The number of times `length` halves (rounding down) before it reaches 1: floor(log2 length).
constexpr int halvings(int length) {
  int count = 0;
  for (; length > 1; length /= 2) ++count;
  return count;
}

// The document's fliplr_ds_table in units of `unit` bits: the swaps that reverse the order of
// the kLength units from bit 0. Stage 1 swaps the first floor(L/2) units with the last
// floor(L/2), delta ceil(L/2) units; the middle unit of an odd length stays. Each half is
// then a block of floor(L/2) units, reversed the same way, all blocks of a stage in one swap:
// all blocks of a stage have the same length, so one delta serves them all. The previous mask
// marks the first block of every pair; m = mask & (mask >> delta) keeps the first half of each,
// and m | (m << previous delta) adds the first half of each second block. For a power of two
// length this is also the document's fliplr_sa_table.
template <class Board, int kLength>
constexpr std::array<DeltaSwap<Board>, halvings(kLength)> reversal_swaps(int unit) {
  std::array<DeltaSwap<Board>, halvings(kLength)> swaps{};
  int length = kLength;
  for (std::size_t stage = 0; stage < swaps.size(); ++stage) {
    const int delta = (length + 1) / 2 * unit;
    length /= 2;
    Board mask;
    if (stage == 0) {
      mask = low_mask<Board::kWords>(length * unit);
    } else {
      const DeltaSwap<Board>& previous = swaps[stage - 1];
      const Board first_block = previous.mask & (previous.mask >> delta);
      mask = first_block | (first_block << previous.delta);
    }
    swaps[stage] = {delta, mask};
  }
  return swaps;
}

// Returns `swaps` with each mask, a pattern inside row 0, copied to rows 1 .. rows-1 of `stride`
// bits each.
template <class Board, std::size_t kCount>
constexpr std::array<DeltaSwap<Board>, kCount> copied_to_rows(
    std::array<DeltaSwap<Board>, kCount> swaps, int rows, int stride) {
  for (auto& swap : swaps) {
    const Board row = swap.mask;
    for (int r = 1; r < rows; ++r) {
      for (int col = 0; col < stride; ++col) {
        if (test_bit(row, col)) set_bit(swap.mask, r * stride + col);
      }
    }
  }
  return swaps;
}

// The document's transpose_ds_table: swap i - 1 exchanges diagonal i (i = 1 .. N-1) above the
// main one, squares (r, r + i), with its image below it, (r + i, r), (stride - 1) * i bits
// above.
template <int N, Layout kLayout>
constexpr auto diagonal_swaps() {
  using G = Geometry<N, kLayout>;
  std::array<DeltaSwap<typename G::Board>, N - 1> swaps{};
  for (int i = 1; i < N; ++i) {
    auto& swap = swaps[i - 1];
    swap.delta = (G::kStride - 1) * i;
    for (int row = 0; row + i < N; ++row) set_bit(swap.mask, G::bit(row, row + i));
  }
  return swaps;
}

// The document's delta-swap methods, on either layout: flip reverses the N rows in place
// (fliplr_ds), mirror reverses the N columns the same way inside every row, and transpose swaps
// each diagonal with its mirror image (transpose_ds, N - 1 swaps).
template <Layout kLayout>
struct DeltaSwapOps {
  template <int N>
  struct Ops {
    using G = Geometry<N, kLayout>;
    using Board = typename G::Board;

    static constexpr auto kFlipSwaps = reversal_swaps<Board, N>(G::kStride);
    static constexpr auto kMirrorSwaps = copied_to_rows(reversal_swaps<Board, N>(1), N, G::kStride);
    static constexpr auto kTransposeSwaps = diagonal_swaps<N, kLayout>();

    static Board flip(Board b) {
      delta_swaps<kFlipSwaps>(b);
      return b;
    }
    static Board mirror(Board b) {
      delta_swaps<kMirrorSwaps>(b);
      return b;
    }
    static Board transpose(Board b) {
      delta_swaps<kTransposeSwaps>(b);
      return b;
    }
  };
};

// The document's swap-all flip and mirror on the padded layout: reverse all P rows of the
// P x P board (fliplr_sa), or all P bits of every row, with log2 P swaps whose blocks halve
// exactly, then shift down by P - N rows (bits): row r went to P-1-r and belongs at N-1-r
// (column c went to P-1-c and belongs at N-1-c).
template <int N>
struct SwapAllOps {
  using G = Geometry<N, Layout::kPadded>;
  using Board = typename G::Board;
  static constexpr int P = G::kStride;

  static constexpr auto kFlipSwaps = reversal_swaps<Board, P>(P);
  static constexpr auto kMirrorSwaps = copied_to_rows(reversal_swaps<Board, P>(1), N, P);

  static Board flip(Board b) {
    delta_swaps<kFlipSwaps>(b);
    return b >> (P - N) * P;
  }
  // Column c lands at P-1-c >= P-N, so the shift moves no board square across a row.
  static Board mirror(Board b) {
    delta_swaps<kMirrorSwaps>(b);
    return b >> (P - N);
  }
};

}  // namespace bitbench::transform
