// The null kernel: returns a value derived from its input at no cost, so that the loops'
// own cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

template <class Board>
Board bits_null(Board a, Board b, int) {
  return a ^ b;
}

using Bits128 = Bits<2>;
using Bits256 = Bits<4>;

constexpr Entry kEntries[] = {
    at<128, Primitive::kShiftLeft, bits_null<Bits128>>,
    at<128, Primitive::kShiftRight, bits_null<Bits128>>,
    at<128, Primitive::kAdd, bits_null<Bits128>>,
    at<128, Primitive::kLowestBit, bits_null<Bits128>>,
    at<128, Primitive::kAndNot, bits_null<Bits128>>,
    at<256, Primitive::kShiftLeft, bits_null<Bits256>>,
    at<256, Primitive::kShiftRight, bits_null<Bits256>>,
    at<256, Primitive::kAdd, bits_null<Bits256>>,
    at<256, Primitive::kLowestBit, bits_null<Bits256>>,
    at<256, Primitive::kAndNot, bits_null<Bits256>>,
};

}  // namespace

extern const Implementation null{
    {"null", "returns a ^ b for every operation: the cost of the loops alone", 0, Role::kNull},
    kEntries};

}  // namespace bitbench::bits
