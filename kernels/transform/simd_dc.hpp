#pragma once
// The any-size bitboard document's transforms (seed 004) on the whole padded P x P board, in
// vectors of 64-bit words of any xsimd architecture, for every side N: each transform is a
// sequence of delta swaps of the board as one P * P-bit number, t = (b ^ (b >> d)) & m;
// b ^= t ^ (t << d), followed for flip and mirror by one shift that moves the N x N board back to
// the corner.
//
// transpose: the document's divide and conquer (transpose_dc; Hacker's Delight's recursive
// bit-matrix transpose, the chessprogramming wiki's flipDiagA1H8, on P x P): stage ni = P/2,
// P/4, ..., 1 swaps square (r, c + ni) with (r + ni, c), a distance of d = (P - 1) ni bits, for
// m the squares with bit ni of the column set in the rows with bit ni clear. The squares
// outside the N x N board stay zero: the transpose maps that region onto itself.
// flip: the document's swap-all row reversal (fliplr_sa, its boards being column-major):
// stage ni swaps row r with row r + ni, d = ni P, for m the rows with bit ni clear; the
// board's rows end in rows P - N .. P - 1, and the board moves down by (P - N) P bits.
// mirror: the same within each row: d = ni, m the columns with bit ni clear; the row moves
// down by P - N bits.
//
// Layout: a board of W words is copied into a buffer followed by zero words, t goes to a
// buffer preceded by zero words, so that the words shifted in from beyond the board by
// b >> d and t << d (d = 64 q + s: unaligned loads at q and q + 1 words, funnelled by s) are
// zero. Every mask is the same for all vectors except that the rows with bit ni set clear
// whole vectors when ni is at least the rows a vector holds: m is one vector and a row bit.
// Boards of one word (P <= 8) run the same stages on a std::uint64_t, and boards of one vector
// (P = 16 in 256 bits) in its register, shifted by lane moves (a lane permutation with zeros)
// and funnelled. A vector is at most the board: 256 bits for P = 16 on AVX-512. Instantiated
// by <isa>_dc.cpp.

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/lanes4.hpp"
#include "core/tier.hpp"
#include "transform/simd_words.hpp"
#include "transform/transform.hpp"

namespace bitbench::transform::dc_words {
inline namespace BITBENCH_TIER {

using namespace simd_words;

// One delta swap of a P x P board in vectors of kLanes words: `mask` is m on the board's first
// vector (or the whole board when smaller); a vector whose rows have bit `clearing_row_bit` set
// has m = 0 (0: none does).
template <int kLanes>
struct Stage {
  int delta;
  std::array<std::uint64_t, kLanes> mask;
  int clearing_row_bit;
};

template <int P, int kLanes, class InMask>
constexpr Stage<kLanes> make_stage(int delta, int row_bit, InMask in_mask) {
  constexpr int kVectorBits = 64 * kLanes;
  Stage<kLanes> stage{delta, {}, row_bit >= kVectorBits / P ? row_bit : 0};
  for (int bit = 0; bit < std::min(kVectorBits, P * P); ++bit) {
    if (in_mask(bit / P, bit % P)) stage.mask[bit / 64] |= std::uint64_t{1} << (bit % 64);
  }
  return stage;
}

enum class Method { kTransposeDc, kFlipSa, kMirrorSa };

// The stages of a method on a P x P board, ni = P/2 first.
template <int P, int kLanes, Method kMethod>
constexpr std::array<Stage<kLanes>, log2_of(P)> stages() {
  std::array<Stage<kLanes>, log2_of(P)> all{};
  for (int i = 0; i < log2_of(P); ++i) {
    const int ni = P >> (i + 1);
    if constexpr (kMethod == Method::kTransposeDc) {
      all[i] = make_stage<P, kLanes>((P - 1) * ni, ni,
                                     [ni](int r, int c) { return (r & ni) == 0 && (c & ni) != 0; });
    } else if constexpr (kMethod == Method::kFlipSa) {
      all[i] = make_stage<P, kLanes>(ni * P, ni, [ni](int r, int) { return (r & ni) == 0; });
    } else {
      all[i] = make_stage<P, kLanes>(ni, 0, [ni](int, int c) { return (c & ni) == 0; });
    }
  }
  return all;
}

// Lane k of the result is lane k + kMove of x (toward lower bits; kMove < 0: toward higher
// bits), or zero where that lane is off the vector.
template <int kMove, class Lanes>
[[gnu::always_inline]] inline Lanes lanes_moved(Lanes x) {
  constexpr int kLanes = Lanes::size;
  constexpr auto kSources = each_lane<Lanes>(
      [](int lane) { return lane + kMove >= 0 && lane + kMove < kLanes ? lane + kMove : -1; });
  return lanes_permuted<kSources>(x);
}

// The vector as one number shifted by kShift bits, toward lower bits when kShift > 0.
template <int kShift, class Lanes>
[[gnu::always_inline]] inline Lanes vector_shifted(Lanes x) {
  constexpr int kDown = kShift >= 0 ? kShift : -kShift;
  constexpr int kWholeWords = kDown / 64, kBits = kDown % 64;
  constexpr int kSign = kShift >= 0 ? 1 : -1;
  const Lanes near = lanes_moved<kSign * kWholeWords>(x);
  if constexpr (kBits == 0) {
    return near;
  } else if constexpr (kShift > 0) {
    return (near >> kBits) | (lanes_moved<kWholeWords + 1>(x) << (64 - kBits));
  } else {
    return (near << kBits) | (lanes_moved<-kWholeWords - 1>(x) >> (64 - kBits));
  }
}

template <class Arch, int N>
struct DcOps {
  using G = Geometry<N, Layout::kPadded>;
  using Board = typename G::Board;
  static constexpr int P = G::kStride;
  static constexpr int kWords = Board::kWords;
  using Lanes = simd::NarrowBatch<Arch, kWords>;
  static constexpr int kLanes = Lanes::size;
  static constexpr int kVectorBits = 64 * kLanes;
  static constexpr int kVectors = kWords / kLanes;
  static constexpr int kRowsPerVector = kVectorBits / P;
  static constexpr int kCornerShiftRows = (P - N) * P;  // flip: the rows P - N .. P - 1 down
  static constexpr int kCornerShiftColumns = P - N;     // mirror
  // The widest shift is flip's first stage, P / 2 rows: half the board, plus a word for the
  // funnel and a vector for the load, in whole vectors.
  static constexpr int kGuardWords = (kWords / 2 + 1 + 2 * kLanes - 1) / kLanes * kLanes;

  // The board followed by zero words, and t preceded by zero words.
  struct alignas(64) Buffers {
    std::array<std::uint64_t, kWords + kGuardWords> board;
    std::array<std::uint64_t, kGuardWords + kWords> swapped;

    explicit Buffers(const Board& b) {
      for (int i = 0; i < kWords; i += kLanes) {
        Lanes::load_unaligned(b.words.data() + i).store_aligned(board.data() + i);
      }
      std::fill(board.begin() + kWords, board.end(), 0);
      std::fill(swapped.begin(), swapped.begin() + kGuardWords, 0);
    }
  };

  // The delta swaps of stage (kDelta its distance) on the three forms of the board: one word,
  // one vector in its register, or the buffers.
  template <int kDelta>
  static void delta_swap(std::uint64_t& word, const Stage<kLanes>& stage) {
    const std::uint64_t t = (word ^ (word >> kDelta)) & stage.mask[0];
    word ^= t ^ (t << kDelta);
  }

  template <int kDelta>
  [[gnu::always_inline]] static void delta_swap(Lanes& x, const Stage<kLanes>& stage) {
    const Lanes t = (x ^ vector_shifted<kDelta>(x)) & Lanes::load_unaligned(stage.mask.data());
    x ^= t ^ vector_shifted<-kDelta>(t);
  }

  template <int kDelta>
  static void delta_swap(Buffers& buffers, const Stage<kLanes>& stage) {
    std::uint64_t* board = buffers.board.data();
    std::uint64_t* swapped = buffers.swapped.data() + kGuardWords;
    const Lanes mask = Lanes::load_unaligned(stage.mask.data());
    for (int v = 0; v < kVectors; ++v) {
      const int i = kLanes * v;
      Lanes t(std::uint64_t{0});
      if ((kRowsPerVector * v & stage.clearing_row_bit) == 0) {
        t = (Lanes::load_aligned(board + i) ^ words_shifted_down<Lanes, kDelta>(board, i)) & mask;
      }
      t.store_aligned(swapped + i);
    }
    for (int i = 0; i < kWords; i += kLanes) {
      const Lanes b = Lanes::load_aligned(board + i);
      (b ^ Lanes::load_aligned(swapped + i) ^ words_shifted_up<Lanes, kDelta>(swapped, i))
          .store_aligned(board + i);
    }
  }

  template <Method kMethod>
  static constexpr auto kStages = stages<P, kLanes, kMethod>();

  // Runs the stages kIndex, kIndex + 1, ... of kMethod on the board.
  template <Method kMethod, std::size_t kIndex = 0, class BoardForm>
  [[gnu::always_inline]] static void delta_swaps(BoardForm& board) {
    if constexpr (kIndex < kStages<kMethod>.size()) {
      delta_swap<kStages<kMethod>[kIndex].delta>(board, kStages<kMethod>[kIndex]);
      delta_swaps<kMethod, kIndex + 1>(board);
    }
  }

  template <Method kMethod, int kCornerShift>
  static Board apply(const Board& b) {
    if constexpr (kWords == 1) {
      std::uint64_t word = b.words[0];
      delta_swaps<kMethod>(word);
      return Board{{word >> kCornerShift}};
    } else if constexpr (kWords == kLanes) {
      Lanes x = Lanes::load_unaligned(b.words.data());
      delta_swaps<kMethod>(x);
      Board result;
      vector_shifted<kCornerShift>(x).store_unaligned(result.words.data());
      return result;
    } else {
      Buffers buffers(b);
      delta_swaps<kMethod>(buffers);
      Board result;
      for (int i = 0; i < kWords; i += kLanes) {
        words_shifted_down<Lanes, kCornerShift>(buffers.board.data(), i)
            .store_unaligned(result.words.data() + i);
      }
      return result;
    }
  }

  static Board transpose(const Board& b) { return apply<Method::kTransposeDc, 0>(b); }
  static Board flip(const Board& b) { return apply<Method::kFlipSa, kCornerShiftRows>(b); }
  static Board mirror(const Board& b) { return apply<Method::kMirrorSa, kCornerShiftColumns>(b); }
};

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_every_padded_side([]<int N> { return DcOps<Arch, N>{}; });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::transform::dc_words
