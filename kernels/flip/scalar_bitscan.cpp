// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built for the baseline x86-64 tier: the reverse scans compile to bsr.

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"
#include "moves/koggestone.hpp"

namespace bitbench::flip {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, bitscan::flips<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};

template <int N>
constexpr perft::PairedEntry kPerft{
    "scalar_koggestone",
    perft::pair_entry<N, bitscan::flips<N>, moves::koggestone::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>,  kPerft<6>,  kPerft<8>, kPerft<10>,
                                                kPerft<12>, kPerft<14>, kPerft<16>};

}  // namespace

extern const Implementation scalar_bitscan{
    {{"scalar_bitscan", "bit scan for the nearest non-opponent square on 8 precomputed rays (bsr)",
      0},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::flip
