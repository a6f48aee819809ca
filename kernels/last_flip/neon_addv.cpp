// Last-move flip count by NEON horizontal adds, the idea of Edax's count_last_flip_neon
// (R. Delorme, T. Okuhara), on 8x8; the NEON form of sse42_sad. Each byte of the board (a row)
// is doubled into a 16-bit lane, its low byte for one line through the move and its high byte
// for another. The row and the diagonal have at most one square per row, each at its column:
// masked, the lanes' sum (addv) holds the diagonal's 8-bit index by column in its low byte and
// the row's in its high byte. The column and the anti-diagonal are tested byte by byte (cmtst),
// each byte's result kept as its row's bit: the sum holds their indexes by row. The 8 x 256 count
// table then gives each line's flips; the opponent's count, when the player flips nothing, is a
// second pass on the complement.

#include <arm_neon.h>

#include <array>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip {
namespace {

using lines::kCountByLine;

// A square's lines, a 16-bit lane per row: the diagonal in the low bytes and the row in the high
// ones, summed by column; the anti-diagonal in the low bytes and the column in the high ones,
// tested by row.
struct alignas(16) AddvMasks {
  std::uint16_t by_column[8];
  std::uint16_t by_row[8];
};

consteval std::array<AddvMasks, 64> make_addv_masks() {
  std::array<AddvMasks, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    const lines::Lines& lines = lines::kLines[sq];
    const auto lane = [](std::uint64_t low_line, std::uint64_t high_line, int row) {
      return static_cast<std::uint16_t>(((low_line >> (8 * row)) & 0xff) |
                                        ((high_line >> (8 * row)) & 0xff) << 8);
    };
    for (int row = 0; row < 8; ++row) {
      all[sq].by_column[row] = lane(lines.diagonal, lines.row, row);
      all[sq].by_row[row] = lane(lines.anti_diagonal, lines.column, row);
    }
  }
  return all;
}

inline constexpr std::array<AddvMasks, 64> kAddvMasks = make_addv_masks();

// Lane r: row r's bit in both bytes.
alignas(16) inline constexpr std::uint16_t kRowBits[8] = {0x0101, 0x0202, 0x0404, 0x0808,
                                                          0x1010, 0x2020, 0x4040, 0x8080};

int count_flips(std::uint64_t own, int sq) {
  const AddvMasks& masks = kAddvMasks[sq];
  const uint8x16_t board = vreinterpretq_u8_u64(vdupq_n_u64(own));
  // Lane r holds row r in both bytes.
  const uint8x16_t doubled_rows = vzip1q_u8(board, board);
  const unsigned by_column =
      vaddvq_u16(vandq_u16(vreinterpretq_u16_u8(doubled_rows), vld1q_u16(masks.by_column)));
  const uint8x16_t tested = vtstq_u8(doubled_rows, vreinterpretq_u8_u16(vld1q_u16(masks.by_row)));
  const unsigned by_row = vaddvq_u16(vandq_u16(vreinterpretq_u16_u8(tested), vld1q_u16(kRowBits)));
  const int col = sq & 7;
  const int row = sq >> 3;
  return kCountByLine[col][by_column & 0xff] + kCountByLine[col][by_column >> 8] +
         kCountByLine[row][by_row & 0xff] + kCountByLine[row][by_row >> 8];
}

}  // namespace

extern const Implementation neon_addv =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
