// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built in the lzcnt tier (-mlzcnt -mbmi): the reverse scans compile to lzcnt
// instead of bsr, and the compiler may use the BMI1 bit operations (andn, blsi).

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

struct LzcntBmi1Tier {};

template <int N>
constexpr FlipSize kSize{N, flip_loops<bitscan::flip_bitscan<LzcntBmi1Tier, N>>};
constexpr FlipSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                               kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const FlipImplementation lzcnt_bitscan{
    "lzcnt_bitscan", "bit scan for the nearest non-opponent square on 8 precomputed rays (lzcnt)",
    kTierLzcnt, kSizes};

}  // namespace bitbench::flip
