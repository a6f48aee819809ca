#pragma once
// Shared by the SIMD legal-move kernels (simd_shiftfill.hpp, simd_koggestone.hpp), which walk 4
// directions at once in 4 x uint64 lanes (kernels/core/lanes4.hpp) of any xsimd architecture,
// one lane per direction. An N x N board of W words becomes W sets of lanes, set j holding word
// j of the board in each lane. The shifts are per lane (vpsllvq and vpsrlvq on AVX2), so each
// lane moves by its own direction's distance, and bits cross from word to word within a lane,
// from one set to the next: no lane crossing until the final OR of the lanes. The 4 directions
// toward higher bits go in one set of lanes and their opposites in another.

#include <array>
#include <cstdint>
#include <utility>

#include "core/lanes4.hpp"
#include "core/square_board.hpp"
#include "core/tier.hpp"
#include "moves/moves.hpp"

namespace bitbench::moves::simd_lanes {
inline namespace BITBENCH_TIER {

using simd::Lanes4;
using simd::LaneValues;
inline constexpr int kLanes = 4;
using LaneCounts = std::array<int, kLanes>;

template <int N>
using BoardOf = typename SquareBoard<N>::Board;

template <int N>
inline constexpr int kWords = (N * N + 63) / 64;

// 4 boards of W words, one per lane: words[j] holds word j of each.
template <class Arch, int W>
struct LaneBoards {
  std::array<Lanes4<Arch>, W> words;

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

// 4 boards of N x N, one per lane.
template <class Arch, int N>
using LanesOf = LaneBoards<Arch, kWords<N>>;

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
template <class Arch, int N>
[[gnu::always_inline]] inline LaneBoards<Arch, kWords<N>> broadcast(const BoardOf<N>& board) {
  LaneBoards<Arch, kWords<N>> lanes;
  for (int j = 0; j < kWords<N>; ++j) lanes.words[j] = Lanes4<Arch>(word(board, j));
  return lanes;
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
constexpr LaneValues run_mask_word(int j) {
  LaneValues masks{};
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
template <class Arch, int N>
[[gnu::always_inline]] inline LaneBoards<Arch, kWords<N>> run_opp_lanes(const BoardOf<N>& opp) {
  LaneBoards<Arch, kWords<N>> lanes = broadcast<Arch, N>(opp);
  for_each_index<kWords<N>>(
      [&](auto j) { lanes.words[j] &= Lanes4<Arch>::template constant<run_mask_word<N>(j)>(); });
  return lanes;
}

enum class Toward { kHigherBits, kLowerBits };

// The shift counts that move a lane by `bits` where a word at `word_offset` words from the
// source word lands in its destination: the count toward the shift's direction ("main") and
// the count the other way for the bits that cross into the next word ("carry"). A count of 64
// zeroes the lane (Lanes4::shifted), for the lanes whose bits come from other words.
constexpr LaneValues main_counts(const LaneCounts& bits, int word_offset) {
  LaneValues counts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const int count = bits[lane] - 64 * word_offset;
    counts[lane] = count >= 0 && count < 64 ? count : 64;
  }
  return counts;
}
constexpr LaneValues carry_counts(const LaneCounts& bits, int word_offset) {
  LaneValues counts{};
  for (int lane = 0; lane < kLanes; ++lane) {
    const int count = 64 * word_offset - bits[lane];
    counts[lane] = count > 0 && count < 64 ? count : 64;
  }
  return counts;
}
constexpr bool any_lane_shifts(const LaneValues& counts) {
  for (std::uint64_t count : counts) {
    if (count < 64) return true;
  }
  return false;
}

// Returns `boards` with lane i shifted kBits[i] bits toward higher or lower bits, as W-word
// integers: bits leaving a word enter the next word of the same lane, bits leaving the board's
// words are dropped. Each word offset some lane needs costs a shift per word.
template <Toward kToward, LaneCounts kBits, class Arch, int W>
[[gnu::always_inline]] inline LaneBoards<Arch, W> shifted(const LaneBoards<Arch, W>& boards) {
  constexpr bool kUp = kToward == Toward::kHigherBits;
  LaneBoards<Arch, W> result{};
  for_each_index<W>([&](auto word_offset) {
    constexpr LaneValues kMain = main_counts(kBits, word_offset);
    constexpr LaneValues kCarry = carry_counts(kBits, word_offset);
    for (int low = 0; low + word_offset < W; ++low) {
      const int high = low + word_offset;
      const Lanes4<Arch>& source = boards.words[kUp ? low : high];
      Lanes4<Arch>& destination = result.words[kUp ? high : low];
      if constexpr (any_lane_shifts(kMain)) {
        destination |= source.template shifted<kUp, kMain>();
      }
      if constexpr (any_lane_shifts(kCarry)) {
        destination |= source.template shifted<!kUp, kCarry>();
      }
    }
  });
  return result;
}

// Returns, per word, the OR of the 4 lanes, as a board.
template <int N, class Arch>
[[gnu::always_inline]] inline BoardOf<N> or_lanes(const LaneBoards<Arch, kWords<N>>& lanes) {
  std::array<std::uint64_t, kWords<N>> words;
  for (int j = 0; j < kWords<N>; ++j) words[j] = lanes.words[j].or_all();
  if constexpr (kIsWide<BoardOf<N>>) {
    return BoardOf<N>{words};
  } else {
    return words[0];
  }
}

// A legal-move kernel on the lanes. `Fill` has `ends<Arch, N>(own, run_opp)`: given the own
// discs in all 4 lanes and the opponent's masked by run_opp_lanes, the squares one step past the
// runs of opponent discs that start one step past an own disc, in each lane's direction and its
// opposite, ORed.
template <class Fill>
struct LanesKernel {
  template <class Arch, int N>
  static BoardOf<N> legal_moves(BoardOf<N> own, BoardOf<N> opp) {
    constexpr BoardOf<N> kBoard = SquareBoard<N>::all();
    const BoardOf<N> ends = or_lanes<N>(
        Fill::template ends<Arch, N>(broadcast<Arch, N>(own), run_opp_lanes<Arch, N>(opp)));
    return ends & ~(own | opp) & kBoard;
  }

  // The kernel on `Arch` at every side, for its registration and for perft's pairs.
  template <class Arch>
  static constexpr auto kKernel = []<int N> { return &legal_moves<Arch, N>; };

  // The kernel on `Arch`.
  template <class Arch>
  static constexpr Implementation implementation() {
    return at_every_side(kKernel<Arch>);
  }
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::moves::simd_lanes
