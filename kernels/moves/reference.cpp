// The reference legal moves (kernels/moves/reference.hpp): per empty square, a walk of the 8
// directions with coordinates.

#include "moves/reference.hpp"

#include "flip/bitscan.hpp"

namespace bitbench::moves {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, reference_walk::legal_moves<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};

template <int N>
constexpr perft::PairedEntry kPerft{
    "scalar_bitscan",
    perft::pair_entry<N, flip::bitscan::flips<N>, reference_walk::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>,  kPerft<6>,  kPerft<8>, kPerft<10>,
                                                kPerft<12>, kPerft<14>, kPerft<16>};

}  // namespace

extern const Implementation reference{
    {{"reference", "per empty square, walks the 8 directions with coordinates", 0,
      Role::kReference},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::moves
