// The null mask builder: returns a value derived from its input at no cost, so that the
// loops' own cost (loads, the XOR fold of the wide results, the latency chain) is measured
// and shown beside the builders.

#include "masks/masks.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_null(std::uint64_t pattern, int) {
  MaskBoard<width> result;
  result.words[0] = pattern;
  return result;
}

}  // namespace

extern const Implementation null = at_every_width(
    []<int kWidth> { return &mask_null<kWidth>; },
    {"null", "returns the pattern in word 0: the cost of the loops alone, not a mask", 0,
     Role::kNull});

}  // namespace bitbench::masks
