// AVX2 flip by lines (kernels/flip/avx2_lines.hpp).

#include "flip/avx2_lines.hpp"

#include "moves/simd_koggestone.hpp"

namespace bitbench::flip {
namespace {

template <int N>
constexpr Entry kEntry = at_side<N, lines::flips<N>>;
constexpr Entry kEntries[] = {kEntry<10>, kEntry<12>, kEntry<14>, kEntry<16>};

template <int N>
constexpr perft::PairedEntry kPerft{
    "avx2_koggestone",
    perft::pair_entry<N, lines::flips<N>, moves::koggestone_lanes::legal_moves<N>>};
constexpr perft::PairedEntry kPerftEntries[] = {kPerft<10>, kPerft<12>, kPerft<14>, kPerft<16>};

}  // namespace

extern const Implementation avx2_lines{
    {{"avx2_lines",
      "AVX2, the 4 lines through the move gathered to 16-bit integers (vpmullw, vpmovmskb), "
      "flipped by carry and lzcnt, scattered back; timed with the conversions from and to the "
      "dense layout",
      kTierAvx2},
     kEntries},
    kPerftEntries};

}  // namespace bitbench::flip
