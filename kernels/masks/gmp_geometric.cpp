// The document's third method (repeat_bit_sequence3 of the any-size bitboard document, seed
// 004) on GMP integers, to the letter: with r = 2^l, b * ((1 - r^n) // (1 - r)), the geometric
// series in exact integer arithmetic (mpz_pow_ui, and mpz_divexact for the exact quotient).

#include "masks/gmp_integer.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_gmp_geometric(std::uint64_t pattern, int length) {
  GmpInteger r, numerator, denominator, result;
  mpz_set_ui(r.get(), 1);
  mpz_mul_2exp(r.get(), r.get(), length);  // r = 1 << l
  mpz_pow_ui(numerator.get(), r.get(), width / length);
  mpz_ui_sub(numerator.get(), 1, numerator.get());  // 1 - r^n
  mpz_ui_sub(denominator.get(), 1, r.get());        // 1 - r
  mpz_divexact(result.get(), numerator.get(), denominator.get());
  mpz_mul_ui(result.get(), result.get(), one_copy(pattern, length));
  return result.exported<width>();
}

}  // namespace

extern const Implementation gmp_geometric =
    at_every_width([]<int kWidth> { return &mask_gmp_geometric<kWidth>; });

}  // namespace bitbench::masks
