// AVX2 flip with a smeared own-disc compare ("acepck", kernels/flip/simd_acepck.hpp).

#include "flip/simd_acepck.hpp"
#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, acepck::flips<N>>;
constexpr Entry kEntries[] = {kEntry<4>, kEntry<6>, kEntry<8>};

template <int N>
constexpr perft::PairedEntry kPerft{
    "avx2_koggestone",
    perft::pair_entry<N, acepck::flips<N>, moves::koggestone_lanes::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<4>, kPerft<6>, kPerft<8>};

}  // namespace

extern const Implementation avx2_acepck{
    {{"avx2_acepck",
      "AVX2, 8 rays in 2 vectors: lowest outflank by x & -x, own discs smeared and compared below",
      kTierAvx2},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::flip
