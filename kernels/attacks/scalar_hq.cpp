// Hyperbola Quintessence: along a line through `sq`, with `o` the occupancy of the line and `r`
// the bit of `sq`, `o ^ (o - 2r)` holds the squares from `sq` up to the first blocker toward
// higher bits (with `sq` left out of `o`, as here, that is `o ^ (o - r)`). The same subtraction on
// the byte-swapped board (rows reversed) gives the squares toward lower bits, since a file or a
// diagonal holds one square per row. Ranks, which a byte swap does not reverse, take a 512-byte
// table indexed by the column and the 6 inner squares of the rank.

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::Geometry;

// The three lines through a square that a byte swap reverses, each without the square.
struct alignas(32) Lines {
  std::uint64_t file;
  std::uint64_t diagonal;       // north-west to south-east
  std::uint64_t anti_diagonal;  // north-east to south-west
};

constexpr std::array<Lines, 64> make_lines() {
  std::array<Lines, 64> lines{};
  for (int sq = 0; sq < 64; ++sq) {
    const auto line = [sq](int direction) {
      return Geometry::ray(sq, kDirections[direction]) |
             Geometry::ray(sq, kDirections[direction + 4]);
    };
    lines[sq] = {line(2), line(3), line(1)};
  }
  return lines;
}

alignas(64) constexpr std::array<Lines, 64> kLines = make_lines();

// kRankAttacks[col][inner]: the attacks along a rank from column `col` when the 6 inner
// squares of the rank (columns 1-6) hold `inner`, as a byte of the rank.
constexpr std::array<std::array<std::uint8_t, 64>, 8> make_rank_attacks() {
  std::array<std::array<std::uint8_t, 64>, 8> table{};
  for (int col = 0; col < 8; ++col) {
    for (int inner = 0; inner < 64; ++inner) {
      table[col][inner] = static_cast<std::uint8_t>(
          chess::walk_attacks(Piece::kRook, static_cast<std::uint64_t>(inner) << 1, col) & 0xff);
    }
  }
  return table;
}

alignas(64) constexpr std::array<std::array<std::uint8_t, 64>, 8> kRankAttacks =
    make_rank_attacks();

// Returns the attacks along `line` (one square per row, `sq` excluded) from the square `bit`.
[[gnu::always_inline]] inline std::uint64_t line_attacks(std::uint64_t occ, std::uint64_t bit,
                                                         std::uint64_t line) {
  const std::uint64_t forward = occ & line;
  const std::uint64_t reverse = __builtin_bswap64(forward);
  return ((forward - bit) ^ __builtin_bswap64(reverse - __builtin_bswap64(bit))) & line;
}

[[gnu::always_inline]] inline std::uint64_t rank_attacks(std::uint64_t occ, int sq) {
  const int rank_shift = sq & 56;
  const std::uint64_t inner = (occ >> (rank_shift + 1)) & 63;
  return std::uint64_t{kRankAttacks[sq & 7][inner]} << rank_shift;
}

template <Piece kPiece>
std::uint64_t hq_attacks(std::uint64_t occ, int sq) {
  const Lines& lines = kLines[sq];
  const std::uint64_t bit = std::uint64_t{1} << sq;
  std::uint64_t attacks = 0;
  if constexpr (kPiece != Piece::kBishop) {
    attacks |= line_attacks(occ, bit, lines.file) | rank_attacks(occ, sq);
  }
  if constexpr (kPiece != Piece::kRook) {
    attacks |= line_attacks(occ, bit, lines.diagonal) | line_attacks(occ, bit, lines.anti_diagonal);
  }
  return attacks;
}

template <Piece kPiece>
constexpr AttackSize kSize{8, kPiece, attack_loops<hq_attacks<kPiece>>};
constexpr AttackSize kSizes[] = {kSize<Piece::kRook>, kSize<Piece::kBishop>, kSize<Piece::kQueen>};

}  // namespace

extern const AttackImplementation scalar_hq{
    {"scalar_hq",
     "Hyperbola Quintessence o ^ (o - 2r) on files and diagonals with a byte swap for the "
     "reverse direction; ranks by a 512-byte table",
     0, kSizes},
    sizeof(kLines) + sizeof(kRankAttacks)};

}  // namespace bitbench::attacks
