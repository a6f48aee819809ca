// The periodic builder: word k of R(b, l, n) is the 64-bit window at phase (64k) mod l of the
// pattern repeated over 128 bits, one funnel shift per word (masks/periodic.hpp, shared with
// the kernels that build their masks with it at compile time).

#include "masks/masks.hpp"
#include "masks/periodic.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_scalar_periodic(std::uint64_t pattern, int length) {
  return repeat_periodic<width / 64>(pattern, length);
}

template <int width>
constexpr Entry kEntry = at_width<width, mask_scalar_periodic<width>>;
constexpr Entry kEntries[] = {kEntry<64>,   kEntry<128>,  kEntry<256>,  kEntry<512>,  kEntry<1024>,
                              kEntry<2048>, kEntry<4096>, kEntry<8192>, kEntry<16384>};

}  // namespace

extern const Implementation scalar_periodic{
    {"scalar_periodic",
     "word k = 64-bit window at phase (64k) mod l of the pattern repeated over 128 bits; "
     "one funnel shift per word, top word trimmed",
     0},
    kEntries};

}  // namespace bitbench::masks
