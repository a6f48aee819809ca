// Hyperbola Quintessence (chessprogramming wiki): along a line through `sq`, with `o` the
// occupancy of the line and `r` the bit of `sq`, `o ^ (o - 2r)` holds the squares from `sq` up to
// the first blocker toward higher bits (with `sq` left out of `o`, as here, that is `o ^ (o - r)`).
// The same subtraction on the byte-swapped board (rows reversed) gives the squares toward lower
// bits, since a file or a diagonal holds one square per row. Ranks, which a byte swap does not
// reverse, take a 512-byte table indexed by the 6 inner squares of the rank and the column.
//
// The layout trades integer arithmetic for loads, which go to the load units: the per-square
// values are arrays of one object, so that one base register and the square as a scaled index
// reach all of them; the square's bit and its byte swap are stored rather than computed; and a
// stored pointer to the square's column of the rank table lets the masked rank index it
// directly. With fewer values live, g++ also keeps the caller's loop free of spills. In the
// throughput loop the queen takes about 15% less time than with one 32-byte entry of lines per
// square and the bits computed.
//
// On 10x10, 12x12 and 16x16 boards the kernel is hq_wide_attacks (kernels/attacks/hq_wide.hpp).

#include "attacks/hq_wide.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

// kRankAttacks[8 * inner + col]: the attacks along a rank from column `col` when the 6 inner
// squares of the rank (columns 1-6) hold `inner`, as a byte of the rank.
constexpr std::array<std::uint8_t, 512> make_rank_attacks() {
  std::array<std::uint8_t, 512> table{};
  for (int inner = 0; inner < 64; ++inner) {
    for (int col = 0; col < 8; ++col) {
      table[8 * inner + col] = static_cast<std::uint8_t>(
          chess::walk_attacks(Piece::kRook, static_cast<std::uint64_t>(inner) << 1, col) & 0xff);
    }
  }
  return table;
}

alignas(64) constexpr std::array<std::uint8_t, 512> kRankAttacks = make_rank_attacks();

struct SquareTables {
  // The three lines through the square that a byte swap reverses, each without the square.
  std::array<std::uint64_t, 64> file;
  std::array<std::uint64_t, 64> diagonal;       // north-west to south-east
  std::array<std::uint64_t, 64> anti_diagonal;  // north-east to south-west
  std::array<std::uint64_t, 64> bit;
  // The bit byte-swapped: the bit that the subtraction on the reversed board takes.
  std::array<std::uint64_t, 64> reverse_bit;
  // &kRankAttacks[col]: the square's column of the rank table.
  std::array<const std::uint8_t*, 64> rank_column;
};

constexpr SquareTables make_square_tables() {
  SquareTables tables{};
  for (int sq = 0; sq < 64; ++sq) {
    const auto line = [sq](int direction) {
      return Geometry::ray(sq, kDirections[direction]) |
             Geometry::ray(sq, kDirections[direction + 4]);
    };
    tables.file[sq] = line(2);
    tables.diagonal[sq] = line(3);
    tables.anti_diagonal[sq] = line(1);
    tables.bit[sq] = std::uint64_t{1} << sq;
    tables.reverse_bit[sq] = std::uint64_t{1} << (sq ^ 56);
    tables.rank_column[sq] = &kRankAttacks[sq % 8];
  }
  return tables;
}

alignas(64) constexpr SquareTables kSquares = make_square_tables();

// Returns the attacks along `line` (one square per row, `sq` excluded) from the square `bit`,
// whose byte-swapped bit is `reverse_bit`.
[[gnu::always_inline]] inline std::uint64_t line_attacks(std::uint64_t occ, std::uint64_t bit,
                                                         std::uint64_t reverse_bit,
                                                         std::uint64_t line) {
  const std::uint64_t forward = occ & line;
  const std::uint64_t reverse = __builtin_bswap64(forward) - reverse_bit;
  return ((forward - bit) ^ __builtin_bswap64(reverse)) & line;
}

[[gnu::always_inline]] inline std::uint64_t rank_attacks(std::uint64_t occ, int sq) {
  const int rank_shift = sq & 56;
  // The inner squares sit at bits 1-6 of the shifted rank: masked in place they are 2 * inner,
  // and 4 times that is the table's 8 * inner.
  const std::size_t inner_twice = (occ >> rank_shift) & 0x7e;
  return std::uint64_t{kSquares.rank_column[sq][4 * inner_twice]} << rank_shift;
}

template <Piece kPiece>
std::uint64_t hq_attacks(std::uint64_t occ, int sq) {
  const std::uint64_t bit = kSquares.bit[sq];
  const std::uint64_t reverse_bit = kSquares.reverse_bit[sq];
  std::uint64_t attacks = 0;
  if constexpr (kPiece != Piece::kBishop) {
    attacks |= line_attacks(occ, bit, reverse_bit, kSquares.file[sq]) | rank_attacks(occ, sq);
  }
  if constexpr (kPiece != Piece::kRook) {
    attacks |= line_attacks(occ, bit, reverse_bit, kSquares.diagonal[sq]) |
               line_attacks(occ, bit, reverse_bit, kSquares.anti_diagonal[sq]);
  }
  return attacks;
}

}  // namespace

extern const Implementation scalar_hq = at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> {
  if constexpr (N == 8) {
    return WithTables{&hq_attacks<kPiece>, sizeof(kSquares) + sizeof(kRankAttacks)};
  } else {
    return WithTables{&hq_wide_attacks<N, kPiece>, sizeof(hq_wide::kSquareLines<N>) +
                                                       sizeof(hq_wide::kWordSelect) +
                                                       (N == 16 ? sizeof(hq_wide::kReverse16) : 0)};
  }
});

}  // namespace bitbench::attacks
