// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built in the lzcnt tier (-mlzcnt -mbmi): the reverse scans compile to lzcnt
// instead of bsr, and the compiler may use the BMI1 bit operations (andn, blsi).

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

struct LzcntBmi1Tier {};

constexpr FlipSize kSizes[] = {{8, flip_loops<bitscan::flip_bitscan<LzcntBmi1Tier>>}};

}  // namespace

extern const FlipImplementation lzcnt_bitscan{
    "lzcnt_bitscan", "bit scan for the nearest non-opponent square on 8 precomputed rays (lzcnt)",
    kTierLzcnt, kSizes};

}  // namespace bitbench::flip
