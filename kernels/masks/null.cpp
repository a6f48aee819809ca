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
constexpr MaskSize kSize{width, mask_loops<mask_null<width>>};
constexpr MaskSize kSizes[] = {kSize<64>,   kSize<128>,  kSize<256>,  kSize<512>,  kSize<1024>,
                               kSize<2048>, kSize<4096>, kSize<8192>, kSize<16384>};

}  // namespace

extern const MaskImplementation null{
    "null", "returns the pattern in word 0: the cost of the loops alone, not a mask", 0, kSizes,
    Role::kNull};

}  // namespace bitbench::masks
