#pragma once
// Othello flip along one line of the 8x8 board gathered into 8 bits, by two small tables, the
// idea of Edax's kindergarten and BMI2 flips (flip_kindergarten.c, flip_bmi2.c; R. Delorme,
// T. Okuhara). For the move's place k on the line, the opponent's discs inside the line (bits
// 1 to 6: a disc on an end square can never be flipped) give the squares that would close the
// runs of opponent discs next to k (kOutflank); those that hold the player's discs are the
// outflanks, and kFlipped gives the squares between k and them. The kernels differ in how they
// gather a line into 8 bits and scatter the flips back.

#include <array>
#include <cstdint>

#include "core/tier.hpp"

namespace bitbench::flip::line_flips {
inline namespace BITBENCH_TIER {

// kOutflank[k][inner]: with the opponent's discs at bits 1..6 of `inner << 1`, the square past
// the run of opponent discs that starts next to k, on each side that has such a run and a
// square past it on the line.
inline constexpr auto kOutflank = [] {
  std::array<std::array<std::uint8_t, 64>, 8> table{};
  for (int k = 0; k < 8; ++k) {
    for (unsigned inner = 0; inner < 64; ++inner) {
      const unsigned opp = inner << 1;
      unsigned outflank = 0;
      for (const int step : {1, -1}) {
        int i = k + step;
        while (i >= 0 && i < 8 && ((opp >> i) & 1)) i += step;
        if (i != k + step && i >= 0 && i < 8) outflank |= 1u << i;
      }
      table[k][inner] = static_cast<std::uint8_t>(outflank);
    }
  }
  return table;
}();

// kFlipped[k][outflank]: the squares strictly between k and each square of `outflank`.
inline constexpr auto kFlipped = [] {
  std::array<std::array<std::uint8_t, 256>, 8> table{};
  for (int k = 0; k < 8; ++k) {
    for (unsigned outflank = 0; outflank < 256; ++outflank) {
      unsigned flipped = 0;
      for (int i = 0; i < 8; ++i) {
        if (!((outflank >> i) & 1)) continue;
        for (int j = (i < k ? i : k) + 1; j < (i < k ? k : i); ++j) flipped |= 1u << j;
      }
      table[k][outflank] = static_cast<std::uint8_t>(flipped);
    }
  }
  return table;
}();

// Returns the flips along a line by the move at its place k, the line's own and opponent discs
// gathered into 8 bits each (squares off the board 0 in both).
[[gnu::always_inline]] inline unsigned flips(unsigned own, unsigned opp, int k) {
  return kFlipped[k][kOutflank[k][(opp >> 1) & 63] & own];
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::line_flips
