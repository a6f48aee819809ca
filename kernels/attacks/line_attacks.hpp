#pragma once
// The lines of an N x N chess board and the one table of line attacks that PEXT by line
// (pext_lines.hpp) and rotated bitboards on wide boards (rotated_wide.hpp) both index: the
// attacks along a line of N squares from the square at `position`, when the line's N - 2
// inner squares hold `inner`, at index position << (N - 2) | inner, as N bits in line order.
// A shorter line reads the entries of a full one and drops the bits past its end.

#include <array>
#include <cstdint>
#include <cstdlib>

#include "attacks/sliding.hpp"

namespace bitbench::attacks::wide_lines {

enum Line { kRank, kFile, kDiagonal, kAntiDiagonal };
inline constexpr int kLineKinds = 4;

// The step from a square of a line to the next one toward higher bits, for each Line.
inline constexpr std::array<Direction, kLineKinds> kLineSteps{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

template <int N>
using LineAttackTable = std::array<std::uint16_t, N << (N - 2)>;

// Fills the table by scanning from each position both ways up to the first occupied square,
// and checks each entry against the reference walk along the first rank (abort on a
// difference: a kernel must not run on a wrong table). Static: files of different ISA tiers
// include this, and each must keep its own copy rather than share one the linker picks.
template <int N>
static void fill_line_attacks(LineAttackTable<N>& table) {
  constexpr std::uint32_t kInnerCount = std::uint32_t{1} << (N - 2);
  for (int position = 0; position < N; ++position) {
    for (std::uint32_t inner = 0; inner < kInnerCount; ++inner) {
      const std::uint32_t occupied = inner << 1;
      std::uint32_t attacks = 0;
      for (int to = position + 1; to < N; ++to) {
        attacks |= 1u << to;
        if (occupied >> to & 1) break;
      }
      for (int to = position - 1; to >= 0; --to) {
        attacks |= 1u << to;
        if (occupied >> to & 1) break;
      }
      chess::BoardOf<N> rank{};
      rank.words[0] = occupied;
      const chess::BoardOf<N> walked = chess::walk_attacks<N>(Piece::kRook, rank, position);
      if ((walked.words[0] & ((std::uint64_t{1} << N) - 1)) != attacks) std::abort();
      table[static_cast<std::uint32_t>(position) << (N - 2) | inner] =
          static_cast<std::uint16_t>(attacks);
    }
  }
}

}  // namespace bitbench::attacks::wide_lines
