// The operations as the operators of Bits<W> (kernels/core/bits.hpp) compute them, word by
// word in general-purpose registers: shifts combine each word with its neighbour's carried
// bits, the add and the negation in a & -a ripple a carry across the words.

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

template <class Board>
struct WordPrimitives {
  static Board shift_left(Board a, Board, int shift) { return a << shift; }
  static Board shift_right(Board a, Board, int shift) { return a >> shift; }
  static Board add(Board a, Board b, int) { return a + b; }
  static Board lowest_bit(Board a, Board, int) { return a & -a; }
  static Board and_not(Board a, Board b, int) { return a & ~b; }
};

}  // namespace

extern const Implementation scalar_words =
    at_widths<128, 256>([]<int kWidth> { return WordPrimitives<Board<kWidth>>{}; });

}  // namespace bitbench::bits
