// The reference flip (kernels/flip/reference.hpp), paired in perft with the reference legal
// moves: the reference pair every other pair is checked against.

#include "flip/reference.hpp"

#include "moves/reference.hpp"

namespace bitbench::flip {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, reference_walk::flips<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};

template <int N>
constexpr perft::PairedEntry kPerft{
    "reference",
    perft::pair_entry<N, reference_walk::flips<N>, moves::reference_walk::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>,  kPerft<6>,  kPerft<8>, kPerft<10>,
                                                kPerft<12>, kPerft<14>, kPerft<16>};

}  // namespace

extern const Implementation reference{
    {{"reference", "walks each of the 8 directions square by square with coordinates", 0,
      Role::kReference},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::flip
