#pragma once
// Primitives of wide bitboards (kernels/core/bits.hpp), timed one operation at a time so that
// the layout of 128- and 256-bit boards is chosen on measurements: the word-by-word scalar
// form against an AVX2 form. A kernel is `Board kernel(Board a, Board b, int shift)` for one
// operation; each operation reads what it needs of a, b and shift.

#include <cstdint>
#include <span>

#include "core/batch_loops.hpp"
#include "core/bits.hpp"
#include "core/implementation.hpp"

namespace bitbench::bits {

// shift_left: a << shift; shift_right: a >> shift; add: a + b (carries across words);
// lowest_bit: a & -a; and_not: a & ~b.
enum class Op { kShiftLeft, kShiftRight, kAdd, kLowestBit, kAndNot };

template <class Board>
struct BitsInputOf {
  Board a;
  Board b;
  int shift;  // 0 .. bits - 1
};

template <class Board>
using BitsLoopsOf = KernelLoops<BitsInputOf<Board>, Board>;

template <class Board>
Board board_of(Board (*)(Board, Board, int));

template <auto kernel>
using KernelBoard = decltype(board_of(kernel));

template <auto kernel>
struct UnpackBitsInput {
  static KernelBoard<kernel> call(const BitsInputOf<KernelBoard<kernel>>& in) {
    return kernel(in.a, in.b, in.shift);
  }
};

// The latency chain threads each result into the next call's `a`.
struct FeedA {
  template <class Input, class Board>
  Input operator()(Input next, const Board& carried_zero) const {
    next.a ^= carried_zero;
    return next;
  }
};

template <auto kernel>
inline constexpr BitsLoopsOf<KernelBoard<kernel>> bits_loops =
    BatchLoops<&UnpackBitsInput<kernel>::call, BitsInputOf<KernelBoard<kernel>>,
               KernelBoard<kernel>, FeedA>::loops;

// One compiled operation: its width in bits (128 or 256) and what it computes.
struct BitsSize {
  int n;
  Op op;
  LoopsForAnyBoard<BitsLoopsOf> loops;
};

using BitsImplementation = Implementation<BitsSize>;

// Returns the registered implementations in priority order (kernels/bits/registry.cpp).
std::span<const BitsImplementation* const> implementations();

}  // namespace bitbench::bits
