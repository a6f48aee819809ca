// The document's second method (repeat_bit_sequence2 of the any-size bitboard document, seed
// 004) on a GMP integer, to the letter: b written as l binary digits, most significant first
// (f"{b:0{l}b}"), the string repeated n times, then read back as a base-2 integer
// (mpz_set_str, as Python's int(s, 2)).

#include <string>

#include "masks/gmp_integer.hpp"

namespace bitbench::masks {
namespace {

template <int width>
MaskBoard<width> mask_gmp_string(std::uint64_t pattern, int length) {
  const int count = width / length;
  GmpInteger result;
  if (count == 0) return result.exported<width>();  // the empty string is no number
  std::string digits(length, '0');
  for (int i = 0; i < length; ++i) {
    digits[length - 1 - i] = static_cast<char>('0' + ((pattern >> i) & 1));
  }
  std::string repeated;
  repeated.reserve(static_cast<std::size_t>(length) * count);
  for (int i = 0; i < count; ++i) repeated += digits;
  mpz_set_str(result.get(), repeated.c_str(), 2);
  return result.exported<width>();
}

}  // namespace

extern const Implementation gmp_string =
    at_every_width([]<int kWidth> { return &mask_gmp_string<kWidth>; });

}  // namespace bitbench::masks
