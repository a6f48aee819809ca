#pragma once
// Mask builders: R(b, l, n), the l-bit pattern b (1 <= l <= 64) repeated n times from bit 0,
// as in the any-size bitboard document (seed 004). Results are 64 to 16384 bits wide; a call
// fills a board of that width with n = width / l repetitions (the bits above l * n stay 0).
// A kernel is `Board kernel(std::uint64_t pattern, int length)` for one width.

#include <cstdint>
#include <span>
#include <variant>

#include "core/batch_loops.hpp"
#include "core/bits.hpp"
#include "core/implementation.hpp"

namespace bitbench::masks {

// The result widths, in bits: 64, 128, 256, ... 16384.
inline constexpr int kWidths[] = {64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384};

template <int width>
using MaskBoard = Bits<width / 64>;

struct MaskInput {
  std::uint64_t pattern;  // only the low `length` bits are used
  int length;             // l, 1 .. 64
};

template <class Board>
using MaskLoopsOf = KernelLoops<MaskInput, Board>;

// The latency chain threads each result's low word into the next call's pattern.
struct FeedPattern {
  template <class Board>
  MaskInput operator()(MaskInput next, const Board& carried_zero) const {
    next.pattern ^= carried_zero.words[0];
    return next;
  }
};

template <class Board>
Board board_of(Board (*)(std::uint64_t, int));

template <auto kernel>
using KernelBoard = decltype(board_of(kernel));

template <auto kernel>
struct UnpackMaskInput {
  static KernelBoard<kernel> call(const MaskInput& in) { return kernel(in.pattern, in.length); }
};

template <auto kernel>
inline constexpr MaskLoopsOf<KernelBoard<kernel>> mask_loops =
    BatchLoops<&UnpackMaskInput<kernel>::call, MaskInput, KernelBoard<kernel>, FeedPattern>::loops;

using AnyMaskLoops =
    std::variant<MaskLoopsOf<MaskBoard<64>>, MaskLoopsOf<MaskBoard<128>>,
                 MaskLoopsOf<MaskBoard<256>>, MaskLoopsOf<MaskBoard<512>>,
                 MaskLoopsOf<MaskBoard<1024>>, MaskLoopsOf<MaskBoard<2048>>,
                 MaskLoopsOf<MaskBoard<4096>>, MaskLoopsOf<MaskBoard<8192>>,
                 MaskLoopsOf<MaskBoard<16384>>>;

// One compiled width: n is the result width in bits.
struct MaskSize {
  int n;
  AnyMaskLoops loops;
};

using MaskImplementation = Implementation<MaskSize>;

// Returns the registered implementations in priority order (kernels/masks/registry.cpp).
std::span<const MaskImplementation* const> implementations();

}  // namespace bitbench::masks
