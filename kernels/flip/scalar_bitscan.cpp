// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built for the baseline x86-64 tier: the reverse scans compile to bsr.

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

struct BaselineTier {};

template <int N>
constexpr FlipSize kSize{N, flip_loops<bitscan::flip_bitscan<BaselineTier, N>>};
constexpr FlipSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                               kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const FlipImplementation scalar_bitscan{
    "scalar_bitscan", "bit scan for the nearest non-opponent square on 8 precomputed rays (bsr)", 0,
    kSizes};

}  // namespace bitbench::flip
