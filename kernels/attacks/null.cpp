// The null kernel: returns a value derived from its input at no cost, so that the loops' own
// cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "attacks/attacks.hpp"

namespace bitbench::attacks {
namespace {

std::uint64_t null_attacks(std::uint64_t occ, int sq) { return occ ^ (std::uint64_t{1} << sq); }

}  // namespace

extern const Implementation null = at_sizes<8>([]<int, Piece> { return &null_attacks; });

}  // namespace bitbench::attacks
