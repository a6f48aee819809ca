// The periodic builder: word k of R(b, l, n) is the 64-bit window at phase (64k) mod l of the
// pattern repeated over 128 bits, one funnel shift per word (masks/periodic.hpp, shared with
// the kernels that build their masks with it at compile time).

#include "masks/masks.hpp"
#include "masks/periodic.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_scalar_periodic(std::uint64_t pattern, int length) {
  return repeat_periodic<MaskBoard<width>::kWords>(pattern, length, width);
}

}  // namespace

extern const Implementation scalar_periodic =
    at_every_width([]<int kWidth> { return &mask_scalar_periodic<kWidth>; });

}  // namespace bitbench::masks
