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

template <int width>
constexpr Entry kEntry = at_width<width, mask_null<width>>;
constexpr Entry kEntries[] = {kEntry<64>,   kEntry<128>,  kEntry<256>,  kEntry<512>,  kEntry<1024>,
                              kEntry<2048>, kEntry<4096>, kEntry<8192>, kEntry<16384>};

}  // namespace

extern const Implementation null{
    {"null", "returns the pattern in word 0: the cost of the loops alone, not a mask", 0,
     Role::kNull},
    kEntries};

}  // namespace bitbench::masks
