// Othello flip by bit scan along precomputed rays (kernels/flip/bitscan.hpp, the idea of Edax's
// flip_bitscan), built for the baseline x86-64 tier: the reverse scans compile to bsr.

#include "flip/bitscan.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

struct BaselineTier {};

constexpr FlipSize kSizes[] = {{8, flip_loops<bitscan::flip_bitscan<BaselineTier>>}};

}  // namespace

extern const FlipImplementation scalar_bitscan{
    "scalar_bitscan", "bit scan for the nearest non-opponent square on 8 precomputed rays (bsr)", 0,
    kSizes};

}  // namespace bitbench::flip
