// The reference transforms: every square of the N x N board moved one at a time to where
// transform::image_square sends it, and the canonical form as the least of the 8 images
// built that way. Registered for both layouts.

#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

template <Layout kLayout>
struct ReferenceOps {
  template <int N>
  struct Ops {
    using G = Geometry<N, kLayout>;
    using Board = typename G::Board;

    static Board image(Op op, const Board& b) {
      Board result;
      for (int row = 0; row < N; ++row) {
        for (int col = 0; col < N; ++col) {
          if (!test_bit(b, G::bit(row, col))) continue;
          const auto [to_row, to_col] = image_square(op, N, row, col);
          set_bit(result, G::bit(to_row, to_col));
        }
      }
      return result;
    }

    static Board mirror(const Board& b) { return image(Op::kMirror, b); }
    static Board flip(const Board& b) { return image(Op::kFlip, b); }
    static Board transpose(const Board& b) { return image(Op::kTranspose, b); }
    static Board anti_transpose(const Board& b) { return image(Op::kAntiTranspose, b); }
    static Board rotate90(const Board& b) { return image(Op::kRotate90, b); }
    static Board rotate180(const Board& b) { return image(Op::kRotate180, b); }
    static Board rotate270(const Board& b) { return image(Op::kRotate270, b); }
    static Board symmetries(const Board& b) {
      Board least = b;
      for (Op op : kOps) {
        if (op == Op::kSymmetries) continue;
        const Board candidate = image(op, b);
        if (numerically_less(candidate, least)) least = candidate;
      }
      return least;
    }
  };
};

template <Layout kLayout>
constexpr auto kOps = []<int N> { return typename ReferenceOps<kLayout>::template Ops<N>{}; };

// Every side of the padded layout, then the sides where the dense layout differs.
constexpr auto kEntries =
    joined(kEntriesAt<decltype(kOps<Layout::kPadded>), Layout::kPadded, 3, 4, 5, 8, 10, 16, 32, 50,
                      64, 100, 128>,
           kEntriesAt<decltype(kOps<Layout::kDense>), Layout::kDense, 3, 5, 10, 50, 100>);

}  // namespace

extern const Implementation reference = compiled_here<Traits>(kEntries);

}  // namespace bitbench::transform
