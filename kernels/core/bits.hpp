#pragma once
// Bitboards wider than 64 bits: Bits<W> holds W 64-bit words, word 0 the lowest. Bit i is
// bit i % 64 of word i / 64, so shifts move bits across words exactly as a 64 * W bit
// integer would. Everything is constexpr and branch-free in the bit counts, so the compiler
// unrolls it over the words.
//
// The free functions (popcount, lowest_index, highest_index, ...) also take a plain
// std::uint64_t, so a kernel templated on its board type serves N <= 8 with one machine word
// and larger N with Bits<W>.
//
// Every operation is a free function in the ISA tier's namespace (kernels/core/tier.hpp),
// found by argument-dependent lookup, which searches the inline namespaces of Bits' own: each
// tier compiles its own copies, and the linker cannot hand a scalar kernel the AVX2 tier's. The
// type stays outside, the same in every tier. Its one member function, the conversion to bool,
// is always inlined for the same reason.

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

#include "core/tier.hpp"

// g++ 12 at -O2 leaves loops over 3 or 4 words rolled, which sends wide boards through the
// stack and makes 16x16 kernels 5 to 10 times slower; the word loops are unrolled by request.
#define BITBENCH_UNROLL _Pragma("GCC unroll 8")

namespace bitbench {

template <int W>
struct Bits {
  static_assert(W >= 1);
  static constexpr int kWords = W;
  static constexpr int kBits = 64 * W;

  std::array<std::uint64_t, W> words{};

  [[gnu::always_inline]] constexpr explicit operator bool() const {
    std::uint64_t any = 0;
    BITBENCH_UNROLL
    for (std::uint64_t w : words) any |= w;
    return any != 0;
  }
};

template <class B>
inline constexpr bool kIsWide = !std::is_same_v<B, std::uint64_t>;

inline namespace BITBENCH_TIER {

template <int W>
constexpr bool operator==(const Bits<W>& a, const Bits<W>& b) {
  return a.words == b.words;
}

template <int W>
constexpr Bits<W>& operator&=(Bits<W>& a, const Bits<W>& b) {
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) a.words[i] &= b.words[i];
  return a;
}
template <int W>
constexpr Bits<W>& operator|=(Bits<W>& a, const Bits<W>& b) {
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) a.words[i] |= b.words[i];
  return a;
}
template <int W>
constexpr Bits<W>& operator^=(Bits<W>& a, const Bits<W>& b) {
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) a.words[i] ^= b.words[i];
  return a;
}
template <int W>
constexpr Bits<W> operator&(Bits<W> a, const Bits<W>& b) {
  return a &= b;
}
template <int W>
constexpr Bits<W> operator|(Bits<W> a, const Bits<W>& b) {
  return a |= b;
}
template <int W>
constexpr Bits<W> operator^(Bits<W> a, const Bits<W>& b) {
  return a ^= b;
}
template <int W>
constexpr Bits<W> operator~(Bits<W> a) {
  BITBENCH_UNROLL
  for (auto& w : a.words) w = ~w;
  return a;
}

// Shifts toward higher bits by any amount in [0, kBits]; bits shifted out are lost.
template <int W>
constexpr Bits<W> operator<<(const Bits<W>& a, int n) {
  Bits<W> r;
  const int word_shift = n / 64, bit_shift = n % 64;
  BITBENCH_UNROLL
  for (int i = W - 1; i >= word_shift; --i) {
    const int from = i - word_shift;
    r.words[i] = a.words[from] << bit_shift;
    if (bit_shift != 0 && from > 0) r.words[i] |= a.words[from - 1] >> (64 - bit_shift);
  }
  return r;
}
// Shifts toward lower bits by any amount in [0, kBits].
template <int W>
constexpr Bits<W> operator>>(const Bits<W>& a, int n) {
  Bits<W> r;
  const int word_shift = n / 64, bit_shift = n % 64;
  BITBENCH_UNROLL
  for (int i = 0; i + word_shift < W; ++i) {
    const int from = i + word_shift;
    r.words[i] = a.words[from] >> bit_shift;
    if (bit_shift != 0 && from + 1 < W) r.words[i] |= a.words[from + 1] << (64 - bit_shift);
  }
  return r;
}
template <int W>
constexpr Bits<W>& operator<<=(Bits<W>& a, int n) {
  return a = a << n;
}
template <int W>
constexpr Bits<W>& operator>>=(Bits<W>& a, int n) {
  return a = a >> n;
}

// Arithmetic modulo 2^kBits, with the carry or borrow rippling across words: the carry
// tricks of 64-bit kernels (x & -x, o ^ (o - 2r)) carry over to wide boards.
template <int W>
constexpr Bits<W> operator+(const Bits<W>& a, const Bits<W>& b) {
  Bits<W> r;
  std::uint64_t carry = 0;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    const std::uint64_t sum = a.words[i] + b.words[i];
    r.words[i] = sum + carry;
    carry =
        static_cast<std::uint64_t>(sum < a.words[i]) | static_cast<std::uint64_t>(r.words[i] < sum);
  }
  return r;
}
template <int W>
constexpr Bits<W> operator-(const Bits<W>& a, const Bits<W>& b) {
  Bits<W> r;
  std::uint64_t borrow = 0;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    const std::uint64_t difference = a.words[i] - b.words[i];
    r.words[i] = difference - borrow;
    borrow = static_cast<std::uint64_t>(a.words[i] < b.words[i]) |
             static_cast<std::uint64_t>(difference < borrow);
  }
  return r;
}
template <int W>
constexpr Bits<W> operator-(const Bits<W>& a) {
  return Bits<W>{} - a;
}

// Returns a board of type B with bit `index` set. Each word is computed, none is addressed by
// the run-time index: a store to a computed slot would send the board through memory.
template <class B>
constexpr B single_bit(int index) {
  if constexpr (kIsWide<B>) {
    B b;
    BITBENCH_UNROLL
    for (int i = 0; i < B::kWords; ++i) {
      b.words[i] = static_cast<std::uint64_t>(index / 64 == i) << (index % 64);
    }
    return b;
  } else {
    return std::uint64_t{1} << index;
  }
}

// Returns the bits [0, count) set.
template <int W>
constexpr Bits<W> low_mask(int count) {
  Bits<W> b;
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    const int in_word = count - 64 * i;
    b.words[i] = in_word >= 64  ? ~std::uint64_t{0}
                 : in_word <= 0 ? 0
                                : (std::uint64_t{1} << in_word) - 1;
  }
  return b;
}

// Sets bit `index` of `b` in place: the cheap form for building tables at compile time.
template <class B>
constexpr void set_bit(B& b, int index) {
  if constexpr (kIsWide<B>) {
    b.words[index / 64] |= std::uint64_t{1} << (index % 64);
  } else {
    b |= std::uint64_t{1} << index;
  }
}

template <class B>
constexpr bool test_bit(const B& b, int index) {
  if constexpr (kIsWide<B>) {
    return (b.words[index / 64] >> (index % 64)) & 1;
  } else {
    return (b >> index) & 1;
  }
}

constexpr int popcount(std::uint64_t b) { return std::popcount(b); }
template <int W>
constexpr int popcount(const Bits<W>& b) {
  int count = 0;
  BITBENCH_UNROLL
  for (std::uint64_t w : b.words) count += std::popcount(w);
  return count;
}

// Returns the index of the lowest set bit; `b` must not be empty.
constexpr int lowest_index(std::uint64_t b) { return std::countr_zero(b); }
template <int W>
constexpr int lowest_index(const Bits<W>& b) {
  BITBENCH_UNROLL
  for (int i = 0; i < W; ++i) {
    if (b.words[i]) return 64 * i + std::countr_zero(b.words[i]);
  }
  return Bits<W>::kBits;
}

// Returns the index of the highest set bit; `b` must not be empty.
constexpr int highest_index(std::uint64_t b) { return 63 - std::countl_zero(b); }
template <int W>
constexpr int highest_index(const Bits<W>& b) {
  for (int i = W - 1; i >= 0; --i) {
    if (b.words[i]) return 64 * i + 63 - std::countl_zero(b.words[i]);
  }
  return -1;
}

// Returns `b` shifted by kShift bits: toward higher bits when kShift > 0, lower when < 0.
template <int kShift, class B>
constexpr B shift_by(const B& b) {
  if constexpr (kShift >= 0) {
    return b << kShift;
  } else {
    return b >> -kShift;
  }
}

// Calls visit(index) for every set bit, lowest first.
template <class B, class Visit>
constexpr void for_each_bit(B b, Visit visit) {
  while (static_cast<bool>(b)) {
    const int index = lowest_index(b);
    visit(index);
    b ^= single_bit<B>(index);
  }
}

// The board type for `bit_count` bits: one machine word up to 64 bits, Bits<W> beyond.
template <int bit_count>
using BoardBits = std::conditional_t<(bit_count <= 64), std::uint64_t, Bits<(bit_count + 63) / 64>>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench
