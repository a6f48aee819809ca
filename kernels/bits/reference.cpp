// The reference operations: bit by bit over the bit indices with test_bit and set_bit, the
// add as a one-bit ripple carry and the lowest bit as a search from bit 0. No word tricks, so
// that they are obviously right.

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

template <class Board>
Board shift_left_reference(Board a, Board, int shift) {
  Board r{};
  for (int i = shift; i < Board::kBits; ++i) {
    if (test_bit(a, i - shift)) set_bit(r, i);
  }
  return r;
}

template <class Board>
Board shift_right_reference(Board a, Board, int shift) {
  Board r{};
  for (int i = 0; i + shift < Board::kBits; ++i) {
    if (test_bit(a, i + shift)) set_bit(r, i);
  }
  return r;
}

template <class Board>
Board add_reference(Board a, Board b, int) {
  Board r{};
  int carry = 0;
  for (int i = 0; i < Board::kBits; ++i) {
    const int sum = int{test_bit(a, i)} + int{test_bit(b, i)} + carry;
    if (sum % 2 == 1) set_bit(r, i);
    carry = sum / 2;
  }
  return r;
}

template <class Board>
Board lowest_bit_reference(Board a, Board, int) {
  Board r{};
  for (int i = 0; i < Board::kBits; ++i) {
    if (test_bit(a, i)) {
      set_bit(r, i);
      break;
    }
  }
  return r;
}

template <class Board>
Board and_not_reference(Board a, Board b, int) {
  Board r{};
  for (int i = 0; i < Board::kBits; ++i) {
    if (test_bit(a, i) && !test_bit(b, i)) set_bit(r, i);
  }
  return r;
}

template <class Board>
struct ReferencePrimitives {
  static constexpr auto shift_left = &shift_left_reference<Board>,
                        shift_right = &shift_right_reference<Board>, add = &add_reference<Board>,
                        lowest_bit = &lowest_bit_reference<Board>,
                        and_not = &and_not_reference<Board>;
};

}  // namespace

extern const Implementation reference =
    at_widths<128, 256>([]<int kWidth> { return ReferencePrimitives<Board<kWidth>>{}; });

}  // namespace bitbench::bits
