// The null kernel: returns a value derived from its input at no cost, so that the loops'
// own cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

// Every primitive returns a ^ b.
template <class Board>
struct NullPrimitives {
  static Board shift_left(Board a, Board b, int) { return a ^ b; }
  static constexpr auto shift_right = &shift_left, add = &shift_left, lowest_bit = &shift_left,
                        and_not = &shift_left;
};

}  // namespace

extern const Implementation null =
    at_widths<128, 256>([]<int kWidth> { return NullPrimitives<Board<kWidth>>{}; });

}  // namespace bitbench::bits
