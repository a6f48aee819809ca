#pragma once
// The counts of a line's flips by table, for the last-flip kernels that gather a line into a
// small index (kindergarten, PEXT, SSE byte sums) as Edax's count_last_flip_* tables do; the
// lines themselves are core/othello_lines.hpp's.

#include <array>
#include <cstdint>

#include "core/othello_lines.hpp"
#include "core/tier.hpp"

namespace bitbench::last_flip::lines {
inline namespace BITBENCH_TIER {

using othello_lines::gathered_diagonal;
using othello_lines::kLines;
using othello_lines::Lines;

// Returns the discs flipped along a line of `length` squares by playing its square `k`, where
// the set bits of `pattern` are the player's discs and the clear ones the opponent's (bit k and
// the bits from `length` up are not read): on each side, the opponent discs up to the nearest
// player's disc, none when no player's disc closes them.
constexpr int line_flips(unsigned pattern, int length, int k) {
  int flips = 0;
  for (const int step : {1, -1}) {
    int i = k + step;
    while (i >= 0 && i < length && !((pattern >> i) & 1)) i += step;
    if (i >= 0 && i < length) flips += (i - k) * step - 1;
  }
  return flips;
}

// kCountByLine[k][pattern]: line_flips of an 8-bit pattern at square k. A line shorter than 8
// squares, gathered with its squares where they are on the board and zeros beyond its ends,
// counts right: a run of clear bits reaching past its end is never closed.
inline constexpr auto kCountByLine = [] {
  std::array<std::array<std::uint8_t, 256>, 8> counts{};
  for (int k = 0; k < 8; ++k) {
    for (unsigned pattern = 0; pattern < 256; ++pattern) {
      counts[k][pattern] = static_cast<std::uint8_t>(line_flips(pattern, 8, k));
    }
  }
  return counts;
}();

// Returns the flips of `own` playing `sq` on 8x8 from kCountByLine, the row gathered by a shift
// and the diagonals by a kindergarten multiplication each; `along_column`, the column through
// `sq` gathered to 8 bits, each kindergarten kernel gathers its own way.
[[gnu::always_inline]] inline int kindergarten_flips(std::uint64_t own, int sq,
                                                     unsigned along_column) {
  const int col = sq & 7;
  const int row = sq >> 3;
  const Lines& lines = kLines[sq];
  const unsigned along_row = (own >> (8 * row)) & 0xff;
  const unsigned along_diagonal = gathered_diagonal(own, lines.diagonal);
  const unsigned along_anti_diagonal = gathered_diagonal(own, lines.anti_diagonal);
  return kCountByLine[col][along_row] + kCountByLine[row][along_column] +
         kCountByLine[col][along_diagonal] + kCountByLine[col][along_anti_diagonal];
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::last_flip::lines
