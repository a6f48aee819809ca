#pragma once
// AVX2 flip by lines: only the 4 lines through the move can flip, so each is gathered into a
// 16-bit integer, flipped in one dimension with scalar bit tricks, and scattered back.
//
// The boards are taken to the row-lane form (kernels/core/rows16.hpp: row r in 16-bit lane
// r). Multiplying the lanes by powers of two (vpmullw) moves the square of a line in each row to
// bit 15 of its lane: one power for the column, a power falling by one per row for the diagonal
// and rising for the anti-diagonal, from sliding windows over small tables; a signed pack and
// vpmovmskb then turn bit 15 of the lanes into the line, bit r for row r. The move's row is
// read back from the lanes stored to memory. Along a line, with the move at bit p, the flips
// toward higher bits come from a carry through the opponent discs above p; toward lower bits the
// outflank is the highest non-opponent square below p (lzcnt). Back, a line's flips are
// broadcast to the lanes: for the column and the anti-diagonal lane r keeps bit r (a compare
// gives the whole lane) and the line's square in the row; the diagonal's squares are the line
// shifted by one amount. The call is timed with the conversions from and to the dense layout.
// The move square must be empty.
//
// In a header: perft's pairs inline it (kernels/perft).

#include <array>
#include <bit>
#include <cstdint>

#include "core/rows16.hpp"
#include "core/tier.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip::lines {
inline namespace BITBENCH_TIER {

using rows16::kLanes;
using Rows = rows16::Rows<xsimd::avx2>;

constexpr int kWindows = 3 * kLanes - 2;
using Window = std::array<std::uint16_t, kWindows>;

// kRising[15 + k + r] = 1 << (k + r) and kFalling[15 + k + r] = 1 << (15 - k - r) for
// 0 <= k + r <= 15, 0 elsewhere: the 16 entries from 15 + k give lane r the bit of column
// k + r, or of column 15 - k - r, and nothing in the rows where that column is off the board.
constexpr Window make_window(bool rising) {
  Window window{};
  for (int column = 0; column < kLanes; ++column) {
    window[kLanes - 1 + column] = static_cast<std::uint16_t>(1u << (rising ? column : 15 - column));
  }
  return window;
}

constexpr Window kRising = make_window(true);
constexpr Window kFalling = make_window(false);

// Bit r in lane r.
constexpr rows16::Lanes16 make_lane_bits() {
  rows16::Lanes16 bits{};
  for (int lane = 0; lane < kLanes; ++lane) bits[lane] = static_cast<std::uint16_t>(1u << lane);
  return bits;
}

alignas(32) constexpr rows16::Lanes16 kLaneBits = make_lane_bits();

[[gnu::always_inline]] inline __m256i window_at(const Window& window, unsigned start) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(&window[start]));
}

struct Line {
  std::uint32_t own;
  std::uint32_t opp;
};

// Returns the line whose square in row r the lane r multiplier puts at bit 15: bit r of each
// board. vpacksswb keeps bit 15 as the sign of a byte, and vpermq puts the own rows before the
// opponent rows.
[[gnu::always_inline]] inline Line gather(__m256i own, __m256i opp, __m256i multipliers) {
  const __m256i packed =
      _mm256_permute4x64_epi64(_mm256_packs_epi16(_mm256_mullo_epi16(own, multipliers),
                                                  _mm256_mullo_epi16(opp, multipliers)),
                               0xd8);
  const auto bits = static_cast<std::uint32_t>(_mm256_movemask_epi8(packed));
  return {bits & 0xffff, bits >> 16};
}

// Returns the discs of `line.opp` flipped along the line when own plays bit p, `below` being
// the bits under p. Bits 16 to 31 of the result are undefined.
[[gnu::always_inline]] inline std::uint32_t flip_line(Line line, std::uint32_t below) {
  const std::uint32_t through_move = below * 2 + 1;
  // Adding 1 carries through the move and the opponent discs above it to the outflank.
  const std::uint32_t higher_outflank = ((line.opp | through_move) + 1) & line.own;
  // The run below the outflank; when there is none the subtraction borrows past bit 15 and the
  // mask clears the low 16 bits.
  const std::uint32_t higher_run = higher_outflank - (below * 2 + 2);
  const std::uint32_t higher = higher_run & ~(higher_run >> 16);
  // Bit 0 keeps the scan defined: it is the outflank only when every square below the move is
  // an opponent disc, or when the move is bit 0, and then it is no own disc.
  const std::uint32_t blockers = (~line.opp & below) | 1;
  const std::uint32_t lower_outflank = (0x80000000u >> std::countl_zero(blockers)) & line.own;
  const std::uint32_t lower = below & (0 - (lower_outflank << 1));
  return higher | lower;
}

// Returns `bits` in every lane.
[[gnu::always_inline]] inline __m256i broadcast(std::uint32_t bits) {
  return _mm256_set1_epi16(static_cast<std::int16_t>(bits));
}

// Returns all ones in the lanes r where bit r of `flips` is set.
[[gnu::always_inline]] inline __m256i lanes_of(std::uint32_t flips) {
  const __m256i lane_bits = _mm256_load_si256(reinterpret_cast<const __m256i*>(kLaneBits.data()));
  return _mm256_cmpeq_epi16(_mm256_and_si256(broadcast(flips), lane_bits), lane_bits);
}

template <int N>
Board<N> flips(Board<N> own_board, Board<N> opp_board, int sq) {
  const __m256i own = rows16::to_rows<xsimd::avx2, N>(own_board).whole();
  const __m256i opp = rows16::to_rows<xsimd::avx2, N>(opp_board).whole();
  const unsigned row = static_cast<unsigned>(sq) / N;
  const unsigned column = static_cast<unsigned>(sq) % N;
  const unsigned diagonal = kLanes - 1 + column - row;
  const unsigned anti_diagonal = 2 * kLanes - 2 - column - row;

  // The move's row is a lane of the boards, read back from memory.
  alignas(32) rows16::Lanes16 own_rows, opp_rows;
  _mm256_store_si256(reinterpret_cast<__m256i*>(own_rows.data()), own);
  _mm256_store_si256(reinterpret_cast<__m256i*>(opp_rows.data()), opp);

  const std::uint32_t below_row = (1u << row) - 1;
  const std::uint32_t column_flips =
      flip_line(gather(own, opp, broadcast(0x8000u >> column)), below_row);
  const std::uint32_t diagonal_flips =
      flip_line(gather(own, opp, window_at(kFalling, diagonal)), below_row);
  const std::uint32_t anti_diagonal_flips =
      flip_line(gather(own, opp, window_at(kRising, anti_diagonal)), below_row);
  const std::uint32_t row_flips = flip_line({own_rows[row], opp_rows[row]}, (1u << column) - 1);

  // The diagonal's square in row r is in column r + column - row: one shift for all rows.
  const std::uint32_t diagonal_columns = (diagonal_flips << 16) >> (2 * kLanes - 1 - diagonal);
  const __m256i flipped = _mm256_or_si256(
      _mm256_or_si256(_mm256_and_si256(lanes_of(column_flips), broadcast(1u << column)),
                      _mm256_and_si256(broadcast(diagonal_columns), window_at(kRising, diagonal))),
      _mm256_or_si256(
          _mm256_and_si256(lanes_of(anti_diagonal_flips), window_at(kFalling, anti_diagonal)),
          _mm256_and_si256(broadcast(row_flips), rows16::row_lane<xsimd::avx2>(row).whole())));
  return rows16::from_rows<N>(Rows(Rows::Batch(flipped)));
}

// The kernel at every side it has, for its registration and for perft's pairs.
inline constexpr auto kKernel = []<int N> { return &flips<N>; };

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::lines
