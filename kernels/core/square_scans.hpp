#pragma once
// The nearest square of a set along a ray, for the bit-scan kernels of flip and last_flip (as
// Edax's flip_bitscan and count_last_flip_bitscan find their outflanks): the squares below a
// square, and the highest square of a set. On wide boards without a branch on the words.

#include <bit>
#include <cstdint>

#include "core/bits.hpp"
#include "core/tier.hpp"

namespace bitbench {
inline namespace BITBENCH_TIER {

inline constexpr std::uint64_t kTopBit = std::uint64_t{1} << 63;

// Returns the squares below `square`, a board of one square or none: none for none.
template <class Board>
[[gnu::always_inline]] inline Board below(const Board& square) {
  if constexpr (kIsWide<Board>) {
    Board one_if_any{};
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

// Returns the highest square of `squares`, which must not be empty on a one-word board (a bit
// scan of zero is undefined there; the caller knows it is not).
template <class Board>
[[gnu::always_inline]] inline Board highest_square(const Board& squares) {
  if constexpr (kIsWide<Board>) {
    // The highest bit of each word, kept for the highest nonzero word only.
    Board highest{};
    std::uint64_t higher_words = 0;
    for (int i = Board::kWords - 1; i >= 0; --i) {
      highest.words[i] = highest_bit(squares.words[i]) & (0 - std::uint64_t{higher_words == 0});
      higher_words |= squares.words[i];
    }
    return highest;
  } else {
    return kTopBit >> std::countl_zero(squares);
  }
}

// Returns the highest square of `squares`, or none for none.
template <class Board>
[[gnu::always_inline]] inline Board highest_square_or_none(const Board& squares) {
  if constexpr (kIsWide<Board>) {
    return highest_square(squares);
  } else {
    return highest_bit(squares);
  }
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench
