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
constexpr MaskSize kSize{width, mask_loops<mask_scalar_periodic<width>>};
constexpr MaskSize kSizes[] = {kSize<64>,   kSize<128>,  kSize<256>,  kSize<512>,  kSize<1024>,
                               kSize<2048>, kSize<4096>, kSize<8192>, kSize<16384>};

}  // namespace

extern const MaskImplementation scalar_periodic{
    "scalar_periodic",
    "word k = 64-bit window at phase (64k) mod l of the pattern repeated over 128 bits; "
    "one funnel shift per word, top word trimmed",
    0, kSizes};

}  // namespace bitbench::masks
