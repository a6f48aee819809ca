// The chess sliding-attack implementations, in priority order: the reference first, then the
// kernels from the plainest to the fastest known, then the null kernel; each line names an
// implementation, says what it computes and whose idea it is, and the instructions it needs to be
// fast. Adding a kernel: write kernels/attacks/<name>.cpp defining `extern const Implementation
// <name>`, then add its line here.

#include "core/registry.hpp"

#include "attacks/attacks.hpp"

namespace bitbench::attacks {

#define BITBENCH_ATTACK_IMPLEMENTATIONS(X)                                                       \
  X(reference, "walks each ray square by square with coordinates", "none")                       \
  X(scalar_classical,                                                                            \
    "classical ray attacks: per-direction ray tables, nearest blocker by forward or reverse "    \
    "bit scan, ray cut with the blocker's ray",                                                  \
    "tzcnt, lzcnt")                                                                              \
  X(scalar_rotated,                                                                              \
    "rotated bitboards (90 and 45 degrees), a line extracted by shift and mask indexes "         \
    "attacks[64][256]; the rotated occupancies are computed from occ inside every call. 10x10 "  \
    "to 16x16: rotations by transposes and column shears of a 16x16 bit matrix, one table of "   \
    "line attacks shared by all lines",                                                          \
    "none")                                                                                      \
  X(scalar_rotated_ready,                                                                        \
    "rotated bitboards with the rotated occupancies supplied ready-made (prepared outside the "  \
    "timed loop, as an engine updating them incrementally has them): the lookups alone",         \
    "none")                                                                                      \
  X(scalar_koggestone,                                                                           \
    "Kogge-Stone occluded fill per direction: 1, 2 and 4-step parallel prefix over empty "       \
    "squares (8x8; 1, 2, 4 and 8 steps on 10x10 to 16x16), then one step onto the blocker",      \
    "none")                                                                                      \
  X(sse42_koggestone,                                                                            \
    "Kogge-Stone occluded fill, 4 directions per set of 4 lanes: 1, 2 and 4-step parallel "      \
    "prefix over empty squares, then one step onto the blocker",                                 \
    "none")                                                                                      \
  X(neon_koggestone, kAsAbove, "none")                                                           \
  X(avx512_koggestone, kAsAbove, "none")                                                         \
  X(avx2_koggestone, kAsAbove, "none")                                                           \
  X(scalar_hq,                                                                                   \
    "Hyperbola Quintessence o ^ (o - 2r) on files and diagonals with a byte swap for the "       \
    "reverse direction; ranks by a 512-byte table. 10x10 to 16x16: the subtraction across "      \
    "words, the reverse direction on the board reversed bit by bit (10x10, 12x12) or row by "    \
    "row with ranks by a 16-bit reverse table (16x16)",                                          \
    "bswap")                                                                                     \
  X(sse42_dual_hq,                                                                               \
    "Hyperbola Quintessence o ^ (o - 2r) with one line per 64-bit lane (file, rank, diagonal, "  \
    "anti-diagonal), a per-lane byte shuffle for the reverse direction; the rank spread one "    \
    "square per byte by a shuffle and gathered back by byte sums",                               \
    "none")                                                                                      \
  X(neon_dual_hq, kAsAbove, "none")                                                              \
  X(avx512_dual_hq, kAsAbove, "none")                                                            \
  X(avx2_dual_hq, kAsAbove, "none")                                                              \
  X(gfni_reverse_hq,                                                                             \
    "Hyperbola Quintessence on all four lines in vector lanes, the lower directions on the "     \
    "board bit-reversed by a byte shuffle and gf2p8affineqb",                                    \
    "gfni")                                                                                      \
  X(scalar_genetic_8ray,                                                                         \
    "Genetic 8-Ray (D. Infuehr; expression found by search): each ray toward higher bits cut "   \
    "by (occ ^ ((occ & ray) - 1)) & ray, the lower rays the same on the bit-reversed board, "    \
    "ORed there and reversed back once",                                                         \
    "bswap")                                                                                     \
  X(scalar_obstruction_difference,                                                               \
    "Obstruction Difference (M. Hoffmann): per line, upper ^ (upper - ms1b(lower)) with the "    \
    "lower and upper halves of the line from a per-square table; one subtraction for both "      \
    "directions, across words on 10x10 to 16x16",                                                \
    "lzcnt")                                                                                     \
  X(scalar_obstruction_difference_tablefree,                                                     \
    "Obstruction Difference (M. Hoffmann) with the lines computed from the square by shifts of " \
    "the a-file, the first rank and the long diagonals",                                         \
    "lzcnt")                                                                                     \
  X(scalar_genetic_obstruction_difference,                                                       \
    "Genetic Obstruction Difference (D. Infuehr's search over M. Hoffmann's method): the "       \
    "occupancy split at the square once, per line line & (upper ^ (upper - ms1b(lower | 1))) "   \
    "with the square in the line, a piece's two lines XORed so that the square drops out",       \
    "lzcnt")                                                                                     \
  X(scalar_leorik,                                                                               \
    "Leorik's attacks (T. Jahn): per line, the lowest blocker above filled down by x ^ (x - 1) " \
    "XOR the bits under the highest blocker below by a leading-zero count, masked by the line "  \
    "from a per-square table",                                                                   \
    "lzcnt")                                                                                     \
  X(scalar_leorik_tablefree,                                                                     \
    "Leorik's attacks (T. Jahn) with the lines computed from the square by shifts", "lzcnt")     \
  X(bmi2_slide_arithmetic,                                                                       \
    "Slide Arithmetic (J. Progsch, D. Infuehr): per line, BZHI splits the blockers at the "      \
    "square, BLSMSK fills the one above down, a leading-zero count the one below; lines from a " \
    "per-square table",                                                                          \
    "bzhi, blsmsk, lzcnt")                                                                       \
  X(bmi2_slide_arithmetic_tablefree,                                                             \
    "Slide Arithmetic (J. Progsch, D. Infuehr) with the lines computed from the square by "      \
    "shifts",                                                                                    \
    "bzhi, blsmsk, lzcnt")                                                                       \
  X(scalar_sbamg,                                                                                \
    "SBAMG (S. Fahad): per line o ^ (o - 3 cbn), cbn the closest blocker below the square by a " \
    "leading-zero count, the outer squares always set; lines from a per-square table",           \
    "lzcnt")                                                                                     \
  X(scalar_sbamg_tablefree,                                                                      \
    "SBAMG (S. Fahad) with the lines computed from the square by shifts and bit 0 as the "       \
    "blocker below every line",                                                                  \
    "lzcnt")                                                                                     \
  X(scalar_dumb7fill,                                                                            \
    "Dumb7Fill (G. Andersson): per direction N - 2 shifts of the slider's bit masked by the "    \
    "empty squares, then one shift onto the blocker; no tables",                                 \
    "none")                                                                                      \
  X(sse42_dumb7fill,                                                                             \
    "Dumb7Fill (G. Andersson), 4 directions per set of 4 lanes: 6 one-step shifts masked by "    \
    "the empty squares, then one step onto the blocker",                                         \
    "none")                                                                                      \
  X(neon_dumb7fill, kAsAbove, "none")                                                            \
  X(avx512_dumb7fill, kAsAbove, "none")                                                          \
  X(avx2_dumb7fill, kAsAbove, "none")                                                            \
  X(scalar_exploding,                                                                            \
    "exploding bitboards (H. Luessen): the heads of all the piece's rays stepped out together "  \
    "by a shift and one multiplication (0x50005 for the bishop's -9, -7, +7, +9, 0x10281 for "   \
    "the rook's -8, -1, +1, +8), kept on the next ring of the rays and where empty; six steps; " \
    "a first-row rook's rank from a table",                                                      \
    "imul64")                                                                                    \
  X(scalar_qbb,                                                                                  \
    "QBBEngine's attacks (F. Gobbato): per line the nearest piece or edge square each way by a " \
    "forward and a reverse bit scan on a shifted line pattern, the run between them as two "     \
    "shifted patterns ANDed; no table",                                                          \
    "tzcnt, lzcnt")                                                                              \
  X(scalar_bob_mike,                                                                             \
    "classical approach, conditional form (R. Hyatt, M. Sherwin): per direction the ray's "      \
    "blockers, and only when there are some a bit scan and the blocker's ray XORed away; a "     \
    "square's 8 rays in one cache line",                                                         \
    "tzcnt, lzcnt")                                                                              \
  X(lzcnt_bob_mike_advanced,                                                                     \
    "classical approach, advanced Bob-Mike form (R. Hyatt, M. Sherwin; D. Infuehr): per "        \
    "direction a bit scan of the ray's blockers, an empty ray's count of 64 reading an empty "   \
    "table entry, no branch and no sentinel; the blockers' rays ORed and XORed off the piece's " \
    "empty-board rays at once",                                                                  \
    "tzcnt, lzcnt")                                                                              \
  X(scalar_switch,                                                                               \
    "switch on the square into code specialised per square: each ray an immediate, cut at its "  \
    "nearest blocker by x ^ (x - 1) toward higher bits and a leading-zero count toward lower "   \
    "bits; no tables",                                                                           \
    "lzcnt")                                                                                     \
  X(scalar_magic,                                                                                \
    "fancy magic bitboards: (occ & mask) * magic >> shift per square, magics found at start-up " \
    "by a seeded search, tables built on first use",                                             \
    "imul64")                                                                                    \
  X(scalar_black_magic,                                                                          \
    "black magic bitboards: ((occ | ~mask) * magic) >> (64 - 12) for the rook, (64 - 9) for "    \
    "the bishop, into one array of overlapped tables; magics and offsets from the project's "    \
    "own seeded search (black_magic_search.cpp)",                                                \
    "imul64")                                                                                    \
  X(scalar_byte_magic,                                                                           \
    "fancy magic with a byte lookup: (occ & mask) * magic >> shift reads a byte, the number of " \
    "the attack set among the square's distinct ones, which reads the set; magics found at "     \
    "start-up by a seeded search",                                                               \
    "imul64")                                                                                    \
  X(scalar_plain_magic,                                                                          \
    "plain magic bitboards (L. Hansen): (occ & mask) * magic >> (64 - 12) for the rook, (64 - "  \
    "9) for the bishop, into a table of 4096 or 512 entries per square; magics found at "        \
    "start-up by a seeded search",                                                               \
    "imul64")                                                                                    \
  X(scalar_folding_hash,                                                                         \
    "FoldingHash (D. Infuehr): per line the occupancy with everything off the line set, folded " \
    "to 32 bits as high ^ (low * 3), times a 32-bit multiplier, the top 6 bits index the "       \
    "line's attacks in one shared array; multipliers and overlapping offsets from a seeded "     \
    "search at first use",                                                                       \
    "none")                                                                                      \
  X(scalar_kindergarten,                                                                         \
    "kindergarten bitboards (chessprogramming wiki, named by G. Isenberg): a multiplication "    \
    "gathers a diagonal's or file's 6 inner squares into the index of an 8 x 64 table of "       \
    "first-rank attacks; ranks by a shift. 16x16: the same by line, word by word, into one "     \
    "table of line attacks",                                                                     \
    "imul64")                                                                                    \
  X(scalar_super_sissy,                                                                          \
    "Kindergarten Super SISSY bitboards (M. Sherwin): per line a kindergarten gather (a shift "  \
    "for the rank, one multiplication for the file and each diagonal) indexes the square's own " \
    "64-entry table of that line's attacks; the piece's lines ORed",                             \
    "imul64")                                                                                    \
  X(scalar_sissy,                                                                                \
    "SISSY bitboards (M. Sherwin): each of the 8 rows' bytes indexes the queen's attacks with "  \
    "only that row occupied, the 8 supersets ANDed; rook and bishop masked from the queen's by " \
    "their empty-board rays",                                                                    \
    "none")                                                                                      \
  X(bmi2_pext,                                                                                   \
    "PEXT bitboards: PEXT(occ, mask) indexes a per-square table of attack sets, built on first " \
    "use. 10x10 to 16x16: PEXT by line, word by word, into one table of line attacks shared by " \
    "all lines, PDEP back",                                                                      \
    "pext")                                                                                      \
  X(bmi2_pext_pdep,                                                                              \
    "PEXT bitboards with 16-bit entries: PEXT(occ, mask) indexes a per-square table of attack "  \
    "sets compressed by PEXT with the ray mask, expanded by PDEP, built on first use",           \
    "pext, pdep")                                                                                \
  X(bmi2_split_pext,                                                                             \
    "PEXT bitboards in 32-bit halves: two 32-bit PEXTs of the board's halves, the upper "        \
    "shifted above the lower, index bmi2_pext's per-square tables",                              \
    "pext")                                                                                      \
  X(scalar_emulated_pext,                                                                        \
    "PEXT bitboards with PEXT in software: a loop over the relevant mask's bits gathers the "    \
    "index of bmi2_pext's per-square tables, for CPUs without a fast PEXT",                      \
    "none")                                                                                      \
  X(scalar_compress_pext,                                                                        \
    "PEXT bitboards with PEXT by Hacker's Delight's parallel compress (H. S. Warren): 6 masked " \
    "shift steps with per-square move masks precomputed at start-up index bmi2_pext's "          \
    "per-square tables",                                                                         \
    "none")                                                                                      \
  X(null, "returns occ with sq folded in: the cost of the loops alone, not an attack set", "none")

BITBENCH_REGISTRY(BITBENCH_ATTACK_IMPLEMENTATIONS)
}  // namespace bitbench::attacks
