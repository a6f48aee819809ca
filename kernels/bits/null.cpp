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

constexpr BitsSize kSizes[] = {
    {128, Op::kShiftLeft, bits_loops<bits_null<Bits128>>},
    {128, Op::kShiftRight, bits_loops<bits_null<Bits128>>},
    {128, Op::kAdd, bits_loops<bits_null<Bits128>>},
    {128, Op::kLowestBit, bits_loops<bits_null<Bits128>>},
    {128, Op::kAndNot, bits_loops<bits_null<Bits128>>},
    {256, Op::kShiftLeft, bits_loops<bits_null<Bits256>>},
    {256, Op::kShiftRight, bits_loops<bits_null<Bits256>>},
    {256, Op::kAdd, bits_loops<bits_null<Bits256>>},
    {256, Op::kLowestBit, bits_loops<bits_null<Bits256>>},
    {256, Op::kAndNot, bits_loops<bits_null<Bits256>>},
};

}  // namespace

extern const BitsImplementation null{
    "null", "returns a ^ b for every operation: the cost of the loops alone", 0, kSizes,
    Role::kNull};

}  // namespace bitbench::bits
