// Last-move flip count with both sides' counts in one table entry, as Egaroucid's and Edax 4.6's
// last-flip tables hold them (kernels/last_flip/packed_counts.hpp), on 8x8: each line through
// the move is gathered by a kindergarten multiplication, the diagonals shifted down to their
// first column so that the index covers the line's own squares only, and the 4 entries added
// give the player's count and the opponent's in one pass, without a second one on the
// complement.

#include <array>
#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"
#include "last_flip/packed_counts.hpp"

namespace bitbench::last_flip {
namespace {

// A square's diagonals and where its lines find their entries.
struct PackedLines {
  std::uint64_t diagonal;
  std::uint64_t anti_diagonal;
  packed::LineEntries entries;
};

consteval std::array<PackedLines, 64> make_packed_lines() {
  std::array<PackedLines, 64> all{};
  for (int sq = 0; sq < 64; ++sq) {
    const lines::Lines& lines = lines::kLines[sq];
    all[sq] = {lines.diagonal, lines.anti_diagonal, packed::LineEntries::of(sq)};
  }
  return all;
}

inline constexpr std::array<PackedLines, 64> kPackedLines = make_packed_lines();

int last_flip_packed(std::uint64_t own, int sq) {
  const PackedLines& lines = kPackedLines[sq];
  return lines.entries.count((own >> (sq & 0x38)) & 0xff,
                             othello_lines::gathered_column(own, sq & 7),
                             othello_lines::gathered_diagonal(own, lines.diagonal),
                             othello_lines::gathered_diagonal(own, lines.anti_diagonal));
}

}  // namespace

extern const Implementation scalar_packed = at_sides<8>([]<int> { return &last_flip_packed; });

}  // namespace bitbench::last_flip
