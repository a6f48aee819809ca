// Othello legal moves by Kogge-Stone occluded fill (kernels/moves/koggestone.hpp), in the
// baseline tier.

#include "flip/bitscan.hpp"
#include "moves/koggestone.hpp"

namespace bitbench::moves {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, koggestone::legal_moves<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};

template <int N>
constexpr perft::PairedEntry kPerft{
    "scalar_bitscan", perft::pair_entry<N, flip::bitscan::flips<N>, koggestone::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>,  kPerft<6>,  kPerft<8>, kPerft<10>,
                                                kPerft<12>, kPerft<14>, kPerft<16>};

}  // namespace

extern const Implementation scalar_koggestone{
    {{"scalar_koggestone",
      "Kogge-Stone occluded fill: per direction, log2(N - 2) rounds of doubling masked shifts", 0},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::moves
