// Othello legal moves by Kogge-Stone occluded fill in AVX2 (kernels/moves/simd_koggestone.hpp).

#include "flip/avx2_lines.hpp"
#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::moves {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, koggestone_lanes::legal_moves<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};
template <int N>
constexpr perft::PairedEntry kPerft{
    "avx2_acepck", perft::pair_entry<N, flip::acepck::flips<N>, koggestone_lanes::legal_moves<N>>};
template <int N>
constexpr perft::PairedEntry kWidePerft{
    "avx2_lines", perft::pair_entry<N, flip::lines::flips<N>, koggestone_lanes::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>,      kPerft<6>,      kPerft<8>,
                                                kWidePerft<10>, kWidePerft<12>, kWidePerft<14>,
                                                kWidePerft<16>};

}  // namespace

extern const Implementation avx2_koggestone{
    {{"avx2_koggestone",
      "AVX2 Kogge-Stone fill, 4 directions per vector (a vector per 64-bit word), log2(N - 2) "
      "rounds",
      kTierAvx2},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::moves
