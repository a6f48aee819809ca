// Last-move flip count by PEXT and kindergarten gathers, the idea of Edax's
// count_last_flip_pext_kg (T. Okuhara), on 8x8: the column through the move by one PEXT, the
// diagonals by a kindergarten multiplication each and the row by a shift, into the 8 x 256
// count table; the opponent's count, when the player flips nothing, is a second pass on the
// complement.

#include <immintrin.h>

#include <cstdint>

#include "last_flip/last_flip.hpp"
#include "last_flip/lines.hpp"

namespace bitbench::last_flip {
namespace {

int count_flips(std::uint64_t own, int sq) {
  return lines::kindergarten_flips(own, sq,
                                   static_cast<unsigned>(_pext_u64(own, lines::kLines[sq].column)));
}

}  // namespace

extern const Implementation bmi2_pext_kindergarten =
    at_sides<8>([]<int> { return &mover_or_opponent<8, count_flips>; });

}  // namespace bitbench::last_flip
