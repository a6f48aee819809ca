// Last-move flip count by kindergarten gathers and a count table, the idea of Edax's
// count_last_flip_plain and count_last_flip_kindergarten (R. Delorme, T. Okuhara), on 8x8: each
// line through the move becomes an 8-bit index, the row by a shift, the column and the
// diagonals by a multiplication that gathers one square per row into the top byte, and a table
// of 8 x 256 counts gives each line's flips. The opponent's count, when the player flips
// nothing, is a second pass on the complement.

#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip {
namespace {

int count_flips(std::uint64_t own, int sq) {
  return lines::kindergarten_flips(own, sq, othello_lines::gathered_column(own, sq & 7));
}

}  // namespace

extern const Implementation scalar_kindergarten =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
