// Kindergarten bitboards (the chessprogramming wiki's "Kindergarten Bitboards": a forum
// development of 2006 on the Winboard forum and CCC, named by Gerd Isenberg): the occupancy of
// one line through the square is gathered by a multiplication into the 6 bits of the line's
// inner squares, and those 6 bits with the square's place along the line index a small table of
// first-rank attacks.
//
// - A rank is contiguous: its inner squares are (occ >> (8 * row + 1)) & 63, no multiplication.
// - A diagonal or anti-diagonal has at most one square per column. Its occupancy times the
//   column-1 mask (a bit at column 1 of every row) adds every row onto the top row shifted by
//   one column, and no two partial products meet (no carries), so bits 58 to 63 of the product
//   are columns 1 to 6 of the line: the index. The table entry, indexed by the square's column,
//   holds the first-rank attacks copied into every row; ANDed with the line's mask it keeps,
//   in each row, the one square of the line, attacked exactly when its column is.
// - A file is shifted to column 0 and masked; a multiplier with one bit per inner row r at
//   57 - 7r sends row r to bit 57 + r of the product, again without carries. The entry,
//   indexed by the square's row, holds the rank attacks laid along column 0, shifted back to
//   the square's column.
// The multiplier of the file and the absence of carries are derived and checked here at compile
// time for every subset of every line. The tables, 8 x 64 entries for the ranks and diagonals
// and 8 x 64 for the files (8 KiB), with the diagonal masks (1 KiB), are built on first use, each
// entry checked against the slow reference walk.

#include <array>
#include <cstdint>
#include <cstdlib>

#include "attacks/line_attacks.hpp"
#include "attacks/sliding.hpp"
#include "core/built_once.hpp"

namespace bitbench::attacks {
namespace {

constexpr std::uint64_t kColumn0 = 0x0101010101010101;
constexpr std::uint64_t kColumn1 = kColumn0 << 1;

// The file multiplier: a bit at 57 - 7r for each inner row r = 1..6, which moves row r's bit
// (8r, after the file is shifted to column 0) to bit 57 + r.
constexpr std::uint64_t kFileMultiplier = [] {
  std::uint64_t multiplier = 0;
  for (int row = 1; row <= 6; ++row) multiplier |= std::uint64_t{1} << (57 - 7 * row);
  return multiplier;
}();

// The line through `sq` along direction `d` and its opposite, with `sq`.
constexpr std::uint64_t line_through(int sq, int direction) {
  return chess::walk_ray(0, sq, kDirections[direction]) |
         chess::walk_ray(0, sq, kDirections[direction + 4]) | std::uint64_t{1} << sq;
}

constexpr std::uint64_t diagonal_index(std::uint64_t line_occ) {
  return (line_occ * kColumn1) >> 58;
}
constexpr std::uint64_t file_index(std::uint64_t occ, int col) {
  return (((occ >> col) & kColumn0) * kFileMultiplier) >> 58;
}

// Whether `occ` has a square on each of columns 1 to 6 (rows, for a file) as a 6-bit number:
// the index each gathering must give for a line's occupancy.
constexpr std::uint64_t inner_by_column(std::uint64_t occ) {
  std::uint64_t index = 0;
  for (int col = 1; col <= 6; ++col) {
    if ((occ & kColumn0 << col) != 0) index |= std::uint64_t{1} << (col - 1);
  }
  return index;
}
constexpr std::uint64_t inner_by_row(std::uint64_t occ) {
  std::uint64_t index = 0;
  for (int row = 1; row <= 6; ++row) {
    if ((occ >> (8 * row) & 0xff) != 0) index |= std::uint64_t{1} << (row - 1);
  }
  return index;
}

// True when both multiplications gather every subset of every diagonal, anti-diagonal and file
// (with the rest of the board occupied, for the file's shift and mask) into its inner squares.
constexpr bool gathers_every_line() {
  for (int sq = 0; sq < 64; ++sq) {
    for (const int direction : {1, 3}) {  // anti-diagonal, diagonal
      const std::uint64_t line = line_through(sq, direction);
      std::uint64_t subset = 0;
      do {
        if (diagonal_index(subset) != inner_by_column(subset)) return false;
        subset = (subset - line) & line;
      } while (subset != 0);
    }
    const std::uint64_t file = line_through(sq, 2);
    std::uint64_t subset = 0;
    do {
      if (file_index(subset | ~file, sq % 8) != inner_by_row(subset)) return false;
      subset = (subset - file) & file;
    } while (subset != 0);
  }
  return true;
}
static_assert(gathers_every_line());

// The attacks along a line of 8 squares from `position` when its squares 1 to 6 hold `inner`,
// one bit per square in line order, by scanning both ways to the first occupied square.
constexpr std::uint64_t line_attacks(int position, std::uint64_t inner) {
  const std::uint64_t occupied = inner << 1;
  std::uint64_t attacks = 0;
  for (int to = position + 1; to < 8; ++to) {
    attacks |= std::uint64_t{1} << to;
    if ((occupied >> to & 1) != 0) break;
  }
  for (int to = position - 1; to >= 0; --to) {
    attacks |= std::uint64_t{1} << to;
    if ((occupied >> to & 1) != 0) break;
  }
  return attacks;
}

// The reference walk from `sq` along `direction` and its opposite.
constexpr std::uint64_t walk_line(std::uint64_t occ, int sq, int direction) {
  return chess::walk_ray(occ, sq, kDirections[direction]) |
         chess::walk_ray(occ, sq, kDirections[direction + 4]);
}

class Tables {
 public:
  Tables() {
    for (int position = 0; position < 8; ++position) {
      for (std::uint64_t inner = 0; inner < 64; ++inner) {
        const std::uint64_t line = line_attacks(position, inner);
        // Along the first rank from column `position`, and along column 0 from row `position`,
        // each checked against the walk along that line.
        std::uint64_t file_occ = 0;
        std::uint64_t file = 0;
        for (int i = 0; i < 8; ++i) {
          if (i >= 1 && i <= 6) file_occ |= (inner >> (i - 1) & 1) << (8 * i);
          file |= (line >> i & 1) << (8 * i);
        }
        if (walk_line(inner << 1, position, 0) != line) std::abort();
        if (walk_line(file_occ, 8 * position, 2) != file) std::abort();
        by_column_[position][inner] = line * kColumn0;
        by_row_[position][inner] = file;
      }
    }
    for (int sq = 0; sq < 64; ++sq) {
      diagonal_[sq] = line_through(sq, 3);
      anti_diagonal_[sq] = line_through(sq, 1);
    }
  }

  std::uint64_t rank(std::uint64_t occ, int sq) const {
    const int row_start = sq & 56;
    return by_column_[sq & 7][(occ >> (row_start + 1)) & 63] & (std::uint64_t{0xff} << row_start);
  }
  std::uint64_t file(std::uint64_t occ, int sq) const {
    const int col = sq & 7;
    return by_row_[sq >> 3][file_index(occ, col)] << col;
  }
  std::uint64_t diagonal(std::uint64_t occ, int sq) const {
    return by_column_[sq & 7][diagonal_index(occ & diagonal_[sq])] & diagonal_[sq];
  }
  std::uint64_t anti_diagonal(std::uint64_t occ, int sq) const {
    return by_column_[sq & 7][diagonal_index(occ & anti_diagonal_[sq])] & anti_diagonal_[sq];
  }

 private:
  // [column][inner]: the first-rank attacks from that column, copied into every row.
  alignas(64) std::array<std::array<std::uint64_t, 64>, 8> by_column_;
  // [row][inner]: the same attacks laid along column 0, from that row.
  alignas(64) std::array<std::array<std::uint64_t, 64>, 8> by_row_;
  std::array<std::uint64_t, 64> diagonal_;       // north-west to south-east, with the square
  std::array<std::uint64_t, 64> anti_diagonal_;  // north-east to south-west, with the square
};

template <Piece kPiece>
std::uint64_t kindergarten_attacks(std::uint64_t occ, int sq) {
  const Tables& tables = built_once<Tables>();
  std::uint64_t attacks = 0;
  if constexpr (kPiece != Piece::kBishop) attacks |= tables.rank(occ, sq) | tables.file(occ, sq);
  if constexpr (kPiece != Piece::kRook) {
    attacks |= tables.diagonal(occ, sq) | tables.anti_diagonal(occ, sq);
  }
  return attacks;
}

// 16x16 (Bits<4>, four rows of 16 squares to a word): the same gathering by line, word by word,
// since a row never straddles two words. The index is the square's place along the line and
// the line's 14 inner squares, into the one table of line attacks of line_attacks.hpp (16-bit
// entries, 512 KiB, each entry checked against the reference walk).
// - A rank lies in one word: its inner squares by a shift, its attacks shifted back.
// - A diagonal or anti-diagonal has at most 4 squares in a word, in different rows and columns.
//   The word's line squares times kRowStarts (bit 0 of each row) add every row onto the top row
//   without carries, so bits 48 to 63 are the columns the line holds in that word; the 4 words'
//   columns ORed are the line's occupancy by column, indexed by the square's column. The entry
//   times kRowStarts is the attacks by column copied into every row, ANDed with the line.
// - A file, shifted to column 0, has 4 bits in a word, 16 apart; a multiplier with bits at
//   48 - 15k sends row r of the word to bit 48 + r without carries, 4 bits per word. The entry,
//   4 bits per word, is spread back by a multiplier with bits at 15k (bit j to 16j) and shifted
//   to the square's column.
// Both gatherings are checked at start-up on every subset of every line's squares in each word.
namespace wide {

using Board16 = chess::BoardOf<16>;

constexpr std::uint64_t kRowStarts = 0x0001000100010001;  // bit 0 of each 16-bit row of a word
constexpr std::uint64_t kFileGather = std::uint64_t{1} << 48 | std::uint64_t{1} << 33 |
                                      std::uint64_t{1} << 18 | std::uint64_t{1} << 3;
constexpr std::uint64_t kFileSpread =
    1 | std::uint64_t{1} << 15 | std::uint64_t{1} << 30 | std::uint64_t{1} << 45;

// The columns the line's squares `line_word` of one word hold, as 16 bits.
constexpr std::uint64_t columns_of(std::uint64_t line_word) {
  return (line_word * kRowStarts) >> 48;
}
// The rows of column 0 that `column_word` holds, as 4 bits.
constexpr std::uint64_t rows_of(std::uint64_t column_word) {
  return (column_word * kFileGather) >> 48;
}
// 4 bits of rows laid along column 0 of a word.
constexpr std::uint64_t rows_to_column(std::uint64_t rows) {
  return (rows * kFileSpread) & kRowStarts;
}

// The line through `sq` along `direction` and its opposite, with `sq`.
Board16 line_through(int sq, int direction) {
  Board16 line = chess::walk_ray<16>(Board16{}, sq, kDirections[direction]) |
                 chess::walk_ray<16>(Board16{}, sq, kDirections[direction + 4]);
  set_bit(line, sq);
  return line;
}

struct Square {
  Board16 diagonal;       // north-west to south-east, with the square
  Board16 anti_diagonal;  // north-east to south-west, with the square
};

class Tables {
 public:
  Tables() {
    wide_lines::fill_line_attacks<16>(line_attacks_);
    for (int sq = 0; sq < 256; ++sq) {
      squares_[sq] = {line_through(sq, 3), line_through(sq, 1)};
      for (const Board16* line : {&squares_[sq].diagonal, &squares_[sq].anti_diagonal}) {
        for (const std::uint64_t word : line->words) check_columns(word);
      }
    }
    for (int col = 0; col < 16; ++col) {
      check_rows(kRowStarts << col, col);
    }
  }

  std::uint64_t line_attacks(int position, std::uint64_t occupied) const {
    return line_attacks_[static_cast<std::uint32_t>(position) << 14 | ((occupied >> 1) & 0x3fff)];
  }
  const Square& square(int sq) const { return squares_[sq]; }

 private:
  // Aborts unless every subset of a word's line squares gathers into the columns it holds.
  static void check_columns(std::uint64_t word) {
    std::uint64_t subset = 0;
    do {
      std::uint64_t columns = 0;
      for (int bit = 0; bit < 64; ++bit) columns |= (subset >> bit & 1) << (bit % 16);
      if (columns_of(subset) != columns) std::abort();
      subset = (subset - word) & word;
    } while (subset != 0);
  }
  // Aborts unless every subset of a word's column `col` gathers into its rows and spreads back.
  static void check_rows(std::uint64_t column, int col) {
    std::uint64_t subset = 0;
    do {
      std::uint64_t rows = 0;
      for (int row = 0; row < 4; ++row) rows |= (subset >> (16 * row + col) & 1) << row;
      if (rows_of((subset | ~column) >> col & kRowStarts) != rows) std::abort();
      if (rows_to_column(rows) << col != subset) std::abort();
      subset = (subset - column) & column;
    } while (subset != 0);
  }

  wide_lines::LineAttackTable<16> line_attacks_{};
  std::array<Square, 256> squares_{};
};

[[gnu::always_inline]] inline Board16 rank(const Tables& tables, const Board16& occ, int sq) {
  const int word = sq >> 6, offset = sq & 48;
  const std::uint64_t attacks = tables.line_attacks(sq & 15, occ.words[word] >> offset) << offset;
  Board16 board;
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) board.words[i] = attacks & (0 - std::uint64_t{i == word});
  return board;
}

[[gnu::always_inline]] inline Board16 file(const Tables& tables, const Board16& occ, int sq) {
  const int col = sq & 15;
  std::uint64_t rows = 0;
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) rows |= rows_of((occ.words[i] >> col) & kRowStarts) << (4 * i);
  const std::uint64_t attacks = tables.line_attacks(sq >> 4, rows);
  Board16 board;
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) board.words[i] = rows_to_column((attacks >> (4 * i)) & 15) << col;
  return board;
}

[[gnu::always_inline]] inline Board16 diagonal(const Tables& tables, const Board16& line,
                                               const Board16& occ, int sq) {
  std::uint64_t columns = 0;
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) columns |= columns_of(occ.words[i] & line.words[i]);
  const std::uint64_t attacks = tables.line_attacks(sq & 15, columns) * kRowStarts;
  Board16 board;
  BITBENCH_UNROLL
  for (int i = 0; i < 4; ++i) board.words[i] = attacks & line.words[i];
  return board;
}

template <Piece kPiece>
Board16 kindergarten_attacks(Board16 occ, int sq) {
  const Tables& tables = built_once<Tables>();
  Board16 attacks{};
  if constexpr (kPiece != Piece::kBishop) attacks |= rank(tables, occ, sq) | file(tables, occ, sq);
  if constexpr (kPiece != Piece::kRook) {
    const Square& square = tables.square(sq);
    attacks |= diagonal(tables, square.diagonal, occ, sq) |
               diagonal(tables, square.anti_diagonal, occ, sq);
  }
  return attacks;
}

}  // namespace wide

}  // namespace

extern const Implementation scalar_kindergarten = at_sizes<8, 16>([]<int N, Piece kPiece> {
  if constexpr (N == 8) {
    return WithTables{&kindergarten_attacks<kPiece>, sizeof(Tables)};
  } else {
    return WithTables{&wide::kindergarten_attacks<kPiece>, sizeof(wide::Tables)};
  }
});

}  // namespace bitbench::attacks
