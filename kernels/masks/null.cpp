// The null mask builder: returns a value derived from its input at no cost, so that the
// loops' own cost (loads, the XOR fold of the wide results, the latency chain) is measured
// and shown beside the builders.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

// Every word the pattern, written alike: a board zeroed wide and then written in one word
// would make the latency chain's next load wait on a failed store-to-load forwarding, and the
// null kernel would be slower than the builders it is the floor of.
template <int width>
MaskBoard<width> mask_null(std::uint64_t pattern, int) {
  MaskBoard<width> result;
  for (std::uint64_t& word : result.words) word = pattern;
  return result;
}

}  // namespace

extern const Implementation null = at_every_width(
    []<int kWidth> { return &mask_null<kWidth>; },
    {"null", "returns the pattern in every word: the cost of the loops alone, not a mask",
     Role::kNull});

}  // namespace bitbench::masks
