// AVX2 Hyperbola Quintessence, one line per lane (kernels/attacks/simd_dual_hq.hpp).

#include "attacks/simd_dual_hq.hpp"

namespace bitbench::attacks {
extern const Implementation avx2_dual_hq = at_sizes<8>(
    []<int, Piece kPiece> {
      return WithTables{&dual_hq::attacks<xsimd::avx2, kPiece>, dual_hq::kTableBytes};
    },
    {"avx2_dual_hq",
     "Hyperbola Quintessence o ^ (o - 2r) with one line per AVX2 lane (file, rank, diagonal, "
     "anti-diagonal; the queen's four in one 256-bit vector), a per-lane byte shuffle for the "
     "reverse direction; the rank spread "
     "one square per byte by a shuffle and gathered back by byte sums",
     kTierAvx2});

}  // namespace bitbench::attacks
