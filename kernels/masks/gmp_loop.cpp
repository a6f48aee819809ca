// The document's first method (repeat_bit_sequence1 of the any-size bitboard document, seed
// 004) on GMP integers, to the letter: n times, result |= b, then b <<= l. Both integers grow
// with each step, so the cost grows with n squared, as in Python.

#include "masks/gmp_integer.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_gmp_loop(std::uint64_t pattern, int length) {
  GmpInteger result, b;
  mpz_set_ui(b.get(), one_copy(pattern, length));
  for (int i = 0; i < width / length; ++i) {
    mpz_ior(result.get(), result.get(), b.get());
    mpz_mul_2exp(b.get(), b.get(), length);
  }
  return result.exported<width>();
}

}  // namespace

// Up to 50000 bits (n = 10000 at l = 5): at 500000 a call takes a second.
extern const Implementation gmp_loop =
    at_widths_up_to<50000>([]<int kWidth> { return &mask_gmp_loop<kWidth>; });

}  // namespace bitbench::masks
