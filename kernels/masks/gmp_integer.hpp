#pragma once
// A GMP integer (mpz_t) for the mask builders that compute R(b, l, n) as the any-size bitboard
// document (seed 004) does in Python, on arbitrary-precision integers, and its export into a
// mask board. The export is part of each timed call: a kernel returns bitbench's words.

#include <gmp.h>

#include "masks/masks.hpp"

namespace bitbench::masks {

// An mpz_t that clears itself.
class GmpInteger {
 public:
  GmpInteger() { mpz_init(value_); }
  ~GmpInteger() { mpz_clear(value_); }
  GmpInteger(const GmpInteger&) = delete;
  GmpInteger& operator=(const GmpInteger&) = delete;

  mpz_ptr get() { return value_; }

  // The integer's bits, least significant word first, in a board of `width` bits; the integer
  // must be below 2^width and not negative.
  template <int width>
  MaskBoard<width> exported() const {
    MaskBoard<width> board;
    mpz_export(board.words.data(), nullptr, -1, sizeof(std::uint64_t), 0, 0, value_);
    return board;
  }

 private:
  mpz_t value_;
};

}  // namespace bitbench::masks
