#pragma once
// Board transforms of an N x N board (the any-size bitboard document, seed 004): mirror,
// flip, transpose, anti-transpose, the three rotations, and the canonical form, the least of
// the board's 8 symmetric images (the document's calc_same_hashables).
//
// Square (row, col), row 0 at the top, is bit row * stride + col. Two layouts:
// - padded: the stride is P, the next power of two at or above N, and the board is P x P
//   bits, so that the power-of-two methods (swap-all, divide and conquer) apply to any N;
// - dense: the stride is N, N * N bits.
// Bits outside the N x N squares are 0 in every input and must be 0 in every result. For N a
// power of two the layouts are the same bits, so dense-layout kernels are registered only for
// the other sides (3, 5, 10, 50, 100).
//
// The document stores its boards column by column, so its fliplr (reverse the order of the
// stride-bit blocks) is, in this row-major layout, `flip`; `mirror` reverses the bits inside
// each block.
//
// A kernel is `Board kernel(const Board& board)` for one operation, one N and one layout.

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <tuple>
#include <variant>

#include "core/bits.hpp"
#include "core/implementation.hpp"
#include "core/registry.hpp"

namespace bitbench::transform {

enum class Op {
  kMirror,         // (r, c) -> (r, N-1-c)
  kFlip,           // (r, c) -> (N-1-r, c)
  kTranspose,      // (r, c) -> (c, r)
  kAntiTranspose,  // (r, c) -> (N-1-c, N-1-r)
  kRotate90,       // clockwise: (r, c) -> (c, N-1-r)
  kRotate180,      // (r, c) -> (N-1-r, N-1-c)
  kRotate270,      // (r, c) -> (N-1-c, r)
  kSymmetries,     // the least of the 8 images above (with the identity), as numbers
};

inline constexpr Op kOps[] = {Op::kMirror,   Op::kFlip,      Op::kTranspose, Op::kAntiTranspose,
                              Op::kRotate90, Op::kRotate180, Op::kRotate270, Op::kSymmetries};

constexpr std::string_view op_name(Op op) {
  constexpr std::string_view kNames[] = {"mirror",   "flip",      "transpose", "anti_transpose",
                                         "rotate90", "rotate180", "rotate270", "symmetries"};
  return kNames[static_cast<int>(op)];
}

enum class Layout { kPadded, kDense };

constexpr std::string_view layout_name(Layout layout) {
  return layout == Layout::kPadded ? "padded" : "dense";
}

constexpr int next_power_of_two(int n) {
  int p = 1;
  while (p < n) p *= 2;
  return p;
}

// Returns log2 of a power of two.
constexpr int log2_of(int power_of_two) {
  int log = 0;
  while ((1 << log) < power_of_two) ++log;
  return log;
}

// kColumnsWithBitClear[s]: the bits c of a word with bit s of c clear, s = 0 .. 5. The masks
// of the six delta-swap stages that transpose a 64 x 64 bit block (and of bit reversal).
inline constexpr std::uint64_t kColumnsWithBitClear[] = {0x5555555555555555, 0x3333333333333333,
                                                         0x0f0f0f0f0f0f0f0f, 0x00ff00ff00ff00ff,
                                                         0x0000ffff0000ffff, 0x00000000ffffffff};

template <int N, Layout kLayout>
struct Geometry {
  static constexpr int kSide = N;
  static constexpr int kStride = kLayout == Layout::kPadded ? next_power_of_two(N) : N;
  static constexpr int kBits = kLayout == Layout::kPadded ? kStride * kStride : N * N;
  using Board = Bits<(kBits + 63) / 64>;

  static constexpr int bit(int row, int col) { return row * kStride + col; }

  // Returns the squares of the N x N board.
  static constexpr Board all() {
    Board board;
    for (int row = 0; row < N; ++row) {
      for (int col = 0; col < N; ++col) set_bit(board, bit(row, col));
    }
    return board;
  }
};

template <int N, Layout kLayout>
using BoardOf = typename Geometry<N, kLayout>::Board;

// Returns where `op` sends square (row, col) of an N x N board; not for kSymmetries.
constexpr std::array<int, 2> image_square(Op op, int n, int row, int col) {
  switch (op) {
    case Op::kMirror:
      return {row, n - 1 - col};
    case Op::kFlip:
      return {n - 1 - row, col};
    case Op::kTranspose:
      return {col, row};
    case Op::kAntiTranspose:
      return {n - 1 - col, n - 1 - row};
    case Op::kRotate90:
      return {col, n - 1 - row};
    case Op::kRotate180:
      return {n - 1 - row, n - 1 - col};
    case Op::kRotate270:
      return {n - 1 - col, row};
    case Op::kSymmetries:
      break;
  }
  return {row, col};
}

// Compares boards as the unsigned numbers their bits spell: the order of the canonical form.
template <int W>
constexpr bool numerically_less(const Bits<W>& a, const Bits<W>& b) {
  for (int i = W - 1; i >= 0; --i) {
    if (a.words[i] != b.words[i]) return a.words[i] < b.words[i];
  }
  return false;
}

// One transform of an N x N board in a layout.
template <int N, Layout kLayout>
struct Input {
  using Output = BoardOf<N, kLayout>;
  static constexpr int kSide = N;
  static constexpr Layout kBoardLayout = kLayout;
  BoardOf<N, kLayout> board;

  auto fields() const { return std::tie(board); }
  // The latency chain threads each result into the next call's board.
  void feed(const BoardOf<N, kLayout>& carried_zero) { board ^= carried_zero; }
};

// What an entry computes: an operation, in a layout.
struct Key {
  Op op;
  Layout layout;
  friend constexpr bool operator==(const Key&, const Key&) = default;
};

// Boards held as arrays of bytes, and their inputs (kernels/transform/array_boards.hpp).
template <int N>
struct Board2d;
template <int N>
struct Board1d;
template <class Board>
struct ArrayInput;

template <class In>
using LoopsOf = KernelLoops<In, typename In::Output>;
template <class Board>
using ArrayLoops = KernelLoops<ArrayInput<Board>, Board>;

// Every side in the padded layout, the sides that are not powers of two in the dense one, and
// every side on boards held as arrays.
struct Traits {
  using Key = transform::Key;
  template <int... kSide>
  using AtSides =
      std::variant<LoopsOf<Input<kSide, Layout::kPadded>>..., LoopsOf<Input<3, Layout::kDense>>,
                   LoopsOf<Input<5, Layout::kDense>>, LoopsOf<Input<10, Layout::kDense>>,
                   LoopsOf<Input<50, Layout::kDense>>, LoopsOf<Input<100, Layout::kDense>>,
                   ArrayLoops<Board2d<kSide>>..., ArrayLoops<Board1d<kSide>>...>;
  using Loops = AtSides<3, 4, 5, 8, 10, 16, 32, 50, 64, 100, 128>;
};

using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// Builds the entries of an implementation from its primitives. `Ops<N>` (a class template
// of the kernel's file, for its layout) defines static `Board mirror(const Board&)`,
// `flip` and `transpose`, and may define any other operation directly (`anti_transpose`,
// `rotate90`, `rotate180`, `rotate270`, `symmetries`); those it leaves out are composed:
//   rotate90 = mirror . transpose        rotate270 = flip . transpose
//   rotate180 = flip . mirror            anti_transpose = flip . mirror . transpose
//   symmetries = the least of the identity and the 7 images.
// ComposedOps takes the ops of one side as a type, O = Ops<N>: g++ 12 gives a template
// instantiated with a template template argument external linkage even when that argument
// is a class template of an anonymous namespace, and would merge two files' `Ops`.
template <class O>
struct ComposedOps {
  using Board = decltype(O::transpose(std::declval<const typename O::Board&>()));

  static Board mirror(const Board& b) { return O::mirror(b); }
  static Board flip(const Board& b) { return O::flip(b); }
  static Board transpose(const Board& b) { return O::transpose(b); }
  static Board rotate90(const Board& b) {
    if constexpr (requires { O::rotate90(b); }) {
      return O::rotate90(b);
    } else {
      return O::mirror(O::transpose(b));
    }
  }
  static Board rotate270(const Board& b) {
    if constexpr (requires { O::rotate270(b); }) {
      return O::rotate270(b);
    } else {
      return O::flip(O::transpose(b));
    }
  }
  static Board rotate180(const Board& b) {
    if constexpr (requires { O::rotate180(b); }) {
      return O::rotate180(b);
    } else {
      return O::flip(O::mirror(b));
    }
  }
  static Board anti_transpose(const Board& b) {
    if constexpr (requires { O::anti_transpose(b); }) {
      return O::anti_transpose(b);
    } else {
      return rotate180(O::transpose(b));
    }
  }
  // The 8 images from 3 primitives: the board and its transpose, each mirrored, flipped, and
  // both (the rotation by 180 degrees).
  static Board symmetries(const Board& b) {
    if constexpr (requires { O::symmetries(b); }) {
      return O::symmetries(b);
    } else {
      Board least = b;
      const auto keep_least = [&least](const Board& image) {
        if (numerically_less(image, least)) least = image;
      };
      const auto keep_least_of_images = [&](const Board& base) {
        const Board mirrored = O::mirror(base);
        keep_least(mirrored);
        keep_least(O::flip(base));
        keep_least(O::flip(mirrored));
      };
      keep_least_of_images(b);
      const Board transposed = O::transpose(b);
      keep_least(transposed);
      keep_least_of_images(transposed);
      return least;
    }
  }
};

// The 8 entries of side N for an implementation whose primitives are O = Ops<N>.
template <class O, int N, Layout kLayout>
constexpr std::array<Entry, 8> entries_for_side() {
  using C = ComposedOps<O>;
  using In = Input<N, kLayout>;
  return {{{N, {Op::kMirror, kLayout}, throughput_loops<In, &C::mirror>},
           {N, {Op::kFlip, kLayout}, throughput_loops<In, &C::flip>},
           {N, {Op::kTranspose, kLayout}, throughput_loops<In, &C::transpose>},
           {N, {Op::kAntiTranspose, kLayout}, throughput_loops<In, &C::anti_transpose>},
           {N, {Op::kRotate90, kLayout}, throughput_loops<In, &C::rotate90>},
           {N, {Op::kRotate180, kLayout}, throughput_loops<In, &C::rotate180>},
           {N, {Op::kRotate270, kLayout}, throughput_loops<In, &C::rotate270>},
           {N, {Op::kSymmetries, kLayout}, throughput_loops<In, &C::symmetries>}}};
}

// The entries of a kernel at the sides N... of a layout: Kernels is the type of
// `[]<int N> { return Ops<N>{}; }`, Ops<N> the kernel's primitives for side N (as ComposedOps
// takes them).
template <class Kernels, Layout kLayout, int... N>
inline constexpr auto kEntriesAt =
    joined(entries_for_side<decltype(Kernels{}.template operator()<N>()), N, kLayout>()...);

inline namespace BITBENCH_TIER {

// Returns the implementation of a kernel at the sides N... of a layout.
template <Layout kLayout, int... N, class Kernels>
constexpr Implementation at_sides(Kernels) {
  return compiled_here<Traits>(kEntriesAt<Kernels, kLayout, N...>);
}

// Returns the implementation of a kernel at every side of the padded layout.
template <class Kernels>
constexpr Implementation at_every_padded_side(Kernels kernels) {
  return at_sides<Layout::kPadded, 3, 4, 5, 8, 10, 16, 32, 50, 64, 100, 128>(kernels);
}

}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/transform/registry.cpp

}  // namespace bitbench::transform
