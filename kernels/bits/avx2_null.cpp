// The null kernel of the avx2 tier: a ^ b, the cheapest way in each mode, so that it is the floor
// of the avx2 kernels' loops (scripts/summarize.py checks each kernel against its tier's null).
// The throughput loop XORs in one vector register, loaded and stored as avx2_lanes loads and
// stores its boards: the baseline null XORs word by word (kernels/bits/null.cpp), and its loop
// costs more than avx2_lanes' and_not, whose two loads fold into its vector operations. The
// latency chain XORs word by word: the chain copies its input in 16-byte halves, and a vector
// XOR then reads the copy whole, a store-to-load forwarding failure in every call.

#include <immintrin.h>

#include "bits/bits.hpp"

namespace bitbench::bits {
namespace {

template <class Board>
Board xor_in_vector(Board a, Board b, int) {
  Board result;
  if constexpr (Board::kWords == 2) {
    const auto whole = [](const Board& board) {
      return _mm_loadu_si128(reinterpret_cast<const __m128i*>(board.words.data()));
    };
    _mm_storeu_si128(reinterpret_cast<__m128i*>(result.words.data()),
                     _mm_xor_si128(whole(a), whole(b)));
  } else {
    const auto whole = [](const Board& board) {
      return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(board.words.data()));
    };
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(result.words.data()),
                        _mm256_xor_si256(whole(a), whole(b)));
  }
  return result;
}

template <class Board>
Board xor_by_words(Board a, Board b, int) {
  return a ^ b;
}

// The null's entries at one width, every primitive with the same loops.
template <int kWidth>
constexpr std::array<Entry, 5> null_entries() {
  using Vector = BoundKernel<Input<kWidth>, &xor_in_vector<Board<kWidth>>>;
  using Words = BoundKernel<Input<kWidth>, &xor_by_words<Board<kWidth>>>;
  constexpr KernelLoops<Input<kWidth>, Board<kWidth>> loops{&Words::single, &Vector::throughput,
                                                            &Words::latency};
  return {Entry{kWidth, Primitive::kShiftLeft, loops}, Entry{kWidth, Primitive::kShiftRight, loops},
          Entry{kWidth, Primitive::kAdd, loops}, Entry{kWidth, Primitive::kLowestBit, loops},
          Entry{kWidth, Primitive::kAndNot, loops}};
}

constexpr auto kNullEntries = joined(null_entries<128>(), null_entries<256>());

}  // namespace

extern const Implementation avx2_null = compiled_here<Traits>(kNullEntries);

}  // namespace bitbench::bits
