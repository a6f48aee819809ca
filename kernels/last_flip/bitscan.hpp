#pragma once
// Last-move flip count by bit scan along precomputed rays, the idea of Edax's
// count_last_flip_bitscan (the outflank by LS1B isolation, chessprogramming's "General Setwise
// Operations"), on N x N boards. The opponent holds every square but the player's and the empty
// one, so on each of the 8 rays from the empty square the run ends at the nearest player's disc:
// the lowest of `own & ray` (x & -x) toward higher bits, the highest (a reverse bit scan) toward
// lower bits. The ray squares between it and the empty square flip; the 8 rays' flips are joined
// and counted once.
//
// Each ISA tier instantiates the kernel in its own file: scalar_bitscan.cpp (bsr) and
// lzcnt_bitscan.cpp (lzcnt).

#include <bit>
#include <cstdint>

#include "core/tier.hpp"
#include "last_flip/last_flip.hpp"
#include "last_flip/rays.hpp"

namespace bitbench::last_flip::bitscan {
inline namespace BITBENCH_TIER {

inline constexpr std::uint64_t kTopBit = std::uint64_t{1} << 63;

// Returns the squares below `square`, a board of one square or none: none for none.
template <int N>
[[gnu::always_inline]] inline Board<N> below(const Board<N>& square) {
  if constexpr (kIsWide<Board<N>>) {
    Board<N> one_if_any{};
    one_if_any.words[0] = static_cast<bool>(square);
    return square - one_if_any;
  } else {
    return square - (square != 0);
  }
}

// Returns the highest set bit of `word`, or 0 for 0.
[[gnu::always_inline]] inline std::uint64_t highest_bit(std::uint64_t word) {
  return (kTopBit >> std::countl_zero(word | 1)) & word;
}

// Returns the highest square of `squares`, or none for none.
template <int N>
[[gnu::always_inline]] inline Board<N> highest_square(const Board<N>& squares) {
  if constexpr (kIsWide<Board<N>>) {
    // The highest bit of each word, kept for the highest nonzero word only, without a branch.
    Board<N> highest{};
    std::uint64_t higher_words = 0;
    for (int i = Board<N>::kWords - 1; i >= 0; --i) {
      highest.words[i] = highest_bit(squares.words[i]) & (0 - std::uint64_t{higher_words == 0});
      higher_words |= squares.words[i];
    }
    return highest;
  } else {
    return highest_bit(squares);
  }
}

// Returns the discs flipped when the side holding `own` plays `sq`, the opponent holding every
// other square.
template <int N>
int count_flips(const Board<N>& own, int sq) {
  const rays::RayMasks<N>& rays = rays::kRays<N>[sq];
  Board<N> flipped{};
  for (int i = 0; i < rays::kHalf; ++i) {
    const Board<N> mine = own & rays.higher[i];
    flipped |= rays.higher[i] & below<N>(mine & -mine);
  }
  for (int i = 0; i < rays::kHalf; ++i) {
    // The ray squares above the nearest player's disc; none when there is none.
    flipped |= rays.lower[i] & -(highest_square<N>(own & rays.lower[i]) << 1);
  }
  return popcount(flipped);
}

template <int N>
int last_flip(Board<N> own, int sq) {
  return mover_or_opponent<N>(own, sq,
                              [sq](const Board<N>& side) { return count_flips<N>(side, sq); });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::bitscan
