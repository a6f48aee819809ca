#pragma once
// Shared by the AVX2 legal-move kernels (avx2_shiftfill.cpp, avx2_koggestone.cpp), which walk 4
// directions at once in vectors of 4 x uint64, one lane per direction. An N x N board of W words
// becomes W vectors, vector j holding word j of the board in each lane. The shifts are per lane
// (vpsllvq, vpsrlvq), so each lane moves by its own direction's distance, and bits cross from
// word to word within a lane, from one vector to the next: no lane crossing until the final OR
// of the lanes. The 4 directions toward higher bits go in one set of vectors and their opposites
// in another. This header must be included only by files compiled with -mavx2.

#include <array>
#include <cstdint>
#include <utility>
#include <xsimd/xsimd.hpp>

#include "core/square_board.hpp"

namespace bitbench::moves::avx2_lanes {

using Lanes = xsimd::batch<std::uint64_t, xsimd::avx2>;
inline constexpr int kLanes = 4;
using LaneCounts = std::array<int, kLanes>;

template <int N>
using BoardOf = typename SquareBoard<N>::Board;

template <int N>
inline constexpr int kWords = (N * N + 63) / 64;

// 4 boards of W words, one per lane: words[j] holds word j of each.
template <int W>
struct LaneBoards {
  std::array<Lanes, W> words;

  friend LaneBoards operator&(LaneBoards a, const LaneBoards& b) {
    for (int j = 0; j < W; ++j) a.words[j] &= b.words[j];
    return a;
  }
  friend LaneBoards operator|(LaneBoards a, const LaneBoards& b) {
    for (int j = 0; j < W; ++j) a.words[j] |= b.words[j];
    return a;
  }
  LaneBoards& operator|=(const LaneBoards& b) { return *this = *this | b; }
};

template <class F, int... i>
[[gnu::always_inline]] inline void call_with_each(F& f, std::integer_sequence<int, i...>) {
  (f(std::integral_constant<int, i>{}), ...);
}

// Calls f(std::integral_constant<int, i>{}) for i = 0 .. count - 1, so that f can use i in
// constant expressions.
template <int count, class F>
[[gnu::always_inline]] inline void for_each_index(F f) {
  call_with_each(f, std::make_integer_sequence<int, count>{});
}

// Returns word j of `board`.
[[gnu::always_inline]] inline std::uint64_t word(std::uint64_t board, int) { return board; }
template <int W>
[[gnu::always_inline]] inline std::uint64_t word(const Bits<W>& board, int j) {
  return board.words[j];
}

// The board of N x N, in its W words, in all 4 lanes.
template <int N>
[[gnu::always_inline]] inline LaneBoards<kWords<N>> broadcast(const BoardOf<N>& board) {
  LaneBoards<kWords<N>> lanes;
  for (int j = 0; j < kWords<N>; ++j) lanes.words[j] = Lanes(word(board, j));
  return lanes;
}

// Returns a vector of 4 compile-time values.
template <std::array<std::uint64_t, kLanes> kValues>
[[gnu::always_inline]] inline Lanes constant_lanes() {
  return Lanes{kValues[0], kValues[1], kValues[2], kValues[3]};
}

// The bit distance of one step of each lane's direction: lane i walks kDirections[i] toward
// higher bits and kDirections[i + 4], its opposite, toward lower bits.
template <int N>
inline constexpr LaneCounts kStepBits{
    SquareBoard<N>::shift(kDirections[0]), SquareBoard<N>::shift(kDirections[1]),
    SquareBoard<N>::shift(kDirections[2]), SquareBoard<N>::shift(kDirections[3])};

// Returns kStepBits<N> times `steps`.
template <int N>
constexpr LaneCounts step_bits_times(int steps) {
  LaneCounts bits{};
  for (int lane = 0; lane < kLanes; ++lane) bits[lane] = kStepBits<N>[lane] * steps;
  return bits;
}

// The squares where a run of opponent discs may lie, per lane: a run along a row or a
// diagonal lies in columns 1 to N - 2, so that a disc shifted off column 0 or N - 1, which
// wraps into the next row, is dropped. The same for both sets of vectors.
template <int N>
constexpr std::array<std::uint64_t, kLanes> run_mask_word(int j) {
  std::array<std::uint64_t, kLanes> masks{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const bool along_column = kDirections[lane].d_col == 0;
    for (int row = 0; row < N; ++row) {
      for (int col = along_column ? 0 : 1; col < (along_column ? N : N - 1); ++col) {
        const int square = row * N + col;
        if (square / 64 == j) masks[lane] |= std::uint64_t{1} << (square % 64);
      }
    }
  }
  return masks;
}

// Returns `opp` in the 4 lanes, masked to where each lane's runs may lie.
template <int N>
[[gnu::always_inline]] inline LaneBoards<kWords<N>> run_opp_lanes(const BoardOf<N>& opp) {
  LaneBoards<kWords<N>> lanes = broadcast<N>(opp);
  for_each_index<kWords<N>>(
      [&](auto j) { lanes.words[j] &= constant_lanes<run_mask_word<N>(j)>(); });
  return lanes;
}

enum class Toward { kHigherBits, kLowerBits };

// The shift counts that move a lane by `bits` where a word at `word_offset` words from the
// source word lands in its destination: the count toward the shift's direction ("main") and
// the count the other way for the bits that cross into the next word ("carry"). A count of 64
// zeroes the lane (vpsllvq and vpsrlvq give 0 for counts above 63), for the lanes whose bits
// come from other words.
constexpr std::array<std::uint64_t, kLanes> main_counts(const LaneCounts& bits, int word_offset) {
  std::array<std::uint64_t, kLanes> counts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const int count = bits[lane] - 64 * word_offset;
    counts[lane] = count >= 0 && count < 64 ? count : 64;
  }
  return counts;
}
constexpr std::array<std::uint64_t, kLanes> carry_counts(const LaneCounts& bits, int word_offset) {
  std::array<std::uint64_t, kLanes> counts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const int count = 64 * word_offset - bits[lane];
    counts[lane] = count > 0 && count < 64 ? count : 64;
  }
  return counts;
}
constexpr bool any_lane_shifts(const std::array<std::uint64_t, kLanes>& counts) {
  for (std::uint64_t count : counts) {
    if (count < 64) return true;
  }
  return false;
}

// Returns `boards` with lane i shifted kBits[i] bits toward higher or lower bits, as W-word
// integers: bits leaving a word enter the next word of the same lane, bits leaving the board's
// words are dropped. Each word offset some lane needs costs a shift per word.
template <Toward kToward, LaneCounts kBits, int W>
[[gnu::always_inline]] inline LaneBoards<W> shifted(const LaneBoards<W>& boards) {
  constexpr bool kUp = kToward == Toward::kHigherBits;
  LaneBoards<W> result{};
  for_each_index<W>([&](auto word_offset) {
    constexpr std::array<std::uint64_t, kLanes> kMain = main_counts(kBits, word_offset);
    constexpr std::array<std::uint64_t, kLanes> kCarry = carry_counts(kBits, word_offset);
    for (int low = 0; low + word_offset < W; ++low) {
      const int high = low + word_offset;
      const Lanes& source = boards.words[kUp ? low : high];
      Lanes& destination = result.words[kUp ? high : low];
      if constexpr (any_lane_shifts(kMain)) {
        destination |= kUp ? source << constant_lanes<kMain>() : source >> constant_lanes<kMain>();
      }
      if constexpr (any_lane_shifts(kCarry)) {
        destination |=
            kUp ? source >> constant_lanes<kCarry>() : source << constant_lanes<kCarry>();
      }
    }
  });
  return result;
}

// Returns, per word, the OR of the 4 lanes, as a board.
template <int N>
[[gnu::always_inline]] inline BoardOf<N> or_lanes(const LaneBoards<kWords<N>>& lanes) {
  using HalfSwap = xsimd::batch_constant<Lanes, 2, 3, 0, 1>;
  std::array<std::uint64_t, kWords<N>> words;
  for (int j = 0; j < kWords<N>; ++j) {
    const Lanes halves = lanes.words[j] | xsimd::swizzle(lanes.words[j], HalfSwap{});
    words[j] = (halves | xsimd::zip_hi(halves, halves)).get(0);
  }
  if constexpr (kIsWide<BoardOf<N>>) {
    return BoardOf<N>{words};
  } else {
    return words[0];
  }
}

}  // namespace bitbench::moves::avx2_lanes
