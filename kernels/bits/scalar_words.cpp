// The operations as the operators of Bits<W> (kernels/core/bits.hpp) compute them, word by
// word in general-purpose registers: shifts combine each word with its neighbour's carried
// bits, the add and the negation in a & -a ripple a carry across the words.

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

template <class Board>
Board shift_left_words(Board a, Board, int shift) {
  return a << shift;
}

template <class Board>
Board shift_right_words(Board a, Board, int shift) {
  return a >> shift;
}

template <class Board>
Board add_words(Board a, Board b, int) {
  return a + b;
}

template <class Board>
Board lowest_bit_words(Board a, Board, int) {
  return a & -a;
}

template <class Board>
Board and_not_words(Board a, Board b, int) {
  return a & ~b;
}

using Bits128 = Bits<2>;
using Bits256 = Bits<4>;

constexpr Entry kEntries[] = {
    at<128, Primitive::kShiftLeft, shift_left_words<Bits128>>,
    at<128, Primitive::kShiftRight, shift_right_words<Bits128>>,
    at<128, Primitive::kAdd, add_words<Bits128>>,
    at<128, Primitive::kLowestBit, lowest_bit_words<Bits128>>,
    at<128, Primitive::kAndNot, and_not_words<Bits128>>,
    at<256, Primitive::kShiftLeft, shift_left_words<Bits256>>,
    at<256, Primitive::kShiftRight, shift_right_words<Bits256>>,
    at<256, Primitive::kAdd, add_words<Bits256>>,
    at<256, Primitive::kLowestBit, lowest_bit_words<Bits256>>,
    at<256, Primitive::kAndNot, and_not_words<Bits256>>,
};

}  // namespace

extern const Implementation scalar_words{
    {"scalar_words", "the word-by-word operators of Bits<W> in general-purpose registers", 0},
    kEntries};

}  // namespace bitbench::bits
