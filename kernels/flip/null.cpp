// The null kernel: returns a value derived from its input at no cost, so that the loops'
// own cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

std::uint64_t flip_null(std::uint64_t own, std::uint64_t opp, int sq) {
  return (own & opp) ^ static_cast<std::uint64_t>(sq);
}

constexpr FlipSize kSizes[] = {{8, flip_loops<flip_null>}};

}  // namespace

extern const FlipImplementation null{
    "null", "returns (own & opp) ^ sq: the cost of the loops alone, not a flip", 0, kSizes,
    Role::kNull};

}  // namespace bitbench::flip
