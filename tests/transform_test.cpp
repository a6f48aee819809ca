// Every registered board transform: the algebra of the operations (transpose twice and rotate90
// four times are the identity; a board and its transpose have the same 8 images, so the same
// canonical form), and verify catching a transform that loses the last column.

#include "kernels/transform/transform.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <sstream>

#include "harness/board_text.hpp"
#include "harness/families.hpp"
#include "kernels/core/random.hpp"
#include "kernels/transform/array_boards.hpp"
#include "tests/planted_fault.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

using transform::Layout;
using transform::Op;
class TransformKernel : public KernelTest {
 protected:
  // Calls check.template operator()<In>(apply) for each layout the implementation has at the
  // test's size, where In is that layout's input and apply(op, board) runs the single call of
  // the operation. Every operation must be there.
  template <class Check>
  void for_each_layout(Check check) const {
    const auto& impl = static_cast<const transform::Implementation&>(*GetParam().implementation);
    const auto entry_of = [&](Op op, Layout layout) -> const transform::Entry* {
      for (const auto& entry : impl.entries) {
        if (entry.size == GetParam().size && entry.key == transform::Key{op, layout}) return &entry;
      }
      return nullptr;
    };
    int layouts = 0;
    for (Layout layout : {Layout::kPadded, Layout::kDense}) {
      const transform::Entry* transpose = entry_of(Op::kTranspose, layout);
      if (transpose == nullptr) continue;
      ++layouts;
      std::visit(
          [&]<class In, class Out>(const KernelLoops<In, Out>&) {
            std::array<const KernelLoops<In, Out>*, std::size(transform::kOps)> loops{};
            for (Op op : transform::kOps) {
              const transform::Entry* entry = entry_of(op, layout);
              loops[static_cast<int>(op)] =
                  entry ? std::get_if<KernelLoops<In, Out>>(&entry->loops) : nullptr;
              ASSERT_NE(loops[static_cast<int>(op)], nullptr)
                  << impl.name << " has no " << transform::op_name(op) << " in the "
                  << transform::layout_name(layout) << " layout";
            }
            if constexpr (requires { In::kBoardLayout; }) {
              check.template operator()<In>([&](Op op, const Out& board) {
                return loops[static_cast<int>(op)]->single({board});
              });
            } else {
              // Boards held as arrays (array2d_, array1d_reference): on the padded bitboards
              // they are prepared from, converted as verify converts them.
              using Bits = typename In::Canonical::Output;
              check.template operator()<typename In::Canonical>([&](Op op, const Bits& board) {
                return transform::bits_of(
                    loops[static_cast<int>(op)]->single({transform::array_of<Out>(board)}));
              });
            }
          },
          transpose->loops);
    }
    EXPECT_GT(layouts, 0) << impl.name << " has no transpose at n:" << GetParam().size;
  }
};

// Returns random boards of the input's side and layout.
template <class In>
std::vector<typename In::Output> random_boards(std::uint64_t seed) {
  constexpr int N = In::kSide;
  SplitMix64 random(seed);
  std::vector<typename In::Output> boards;
  for (int i = 0; i < 8; ++i) {
    typename In::Output board;
    for (int row = 0; row < N; ++row) {
      for (int col = 0; col < N; ++col) {
        if (random.below(100) < 10u + 10u * i) {
          set_bit(board, transform::Geometry<N, In::kBoardLayout>::bit(row, col));
        }
      }
    }
    boards.push_back(board);
  }
  return boards;
}

TEST_P(TransformKernel, TransposeTwiceAndRotate90FourTimesAreTheIdentity) {
  for_each_layout([]<class In>(auto apply) {
    constexpr int N = In::kSide;
    for (const auto& board : random_boards<In>(N)) {
      EXPECT_EQ(apply(Op::kTranspose, apply(Op::kTranspose, board)), board) << "N=" << N;
      EXPECT_EQ(apply(Op::kAntiTranspose, apply(Op::kAntiTranspose, board)), board) << "N=" << N;
      auto turned = board;
      for (int turn = 0; turn < 4; ++turn) turned = apply(Op::kRotate90, turned);
      EXPECT_EQ(turned, board) << "N=" << N;
      EXPECT_EQ(apply(Op::kRotate270, apply(Op::kRotate90, board)), board) << "N=" << N;
      EXPECT_EQ(apply(Op::kRotate180, board), apply(Op::kRotate90, apply(Op::kRotate90, board)))
          << "N=" << N;
      EXPECT_EQ(apply(Op::kMirror, apply(Op::kMirror, board)), board) << "N=" << N;
      EXPECT_EQ(apply(Op::kFlip, apply(Op::kFlip, board)), board) << "N=" << N;
    }
  });
}

TEST_P(TransformKernel, ABoardAndItsTransposeHaveTheSameEightImages) {
  for_each_layout([]<class In>(auto apply) {
    constexpr int N = In::kSide;
    using Board = typename In::Output;
    const auto images = [&](const Board& board) {
      std::vector<Board> out{board};
      for (Op op : transform::kOps) {
        if (op != Op::kSymmetries) out.push_back(apply(op, board));
      }
      std::sort(out.begin(), out.end(), transform::numerically_less<Board::kWords>);
      return out;
    };
    for (const auto& board : random_boards<In>(3 * N)) {
      const Board transposed = apply(Op::kTranspose, board);
      const std::vector<Board> of_board = images(board);
      EXPECT_EQ(of_board, images(transposed)) << "N=" << N;
      EXPECT_EQ(apply(Op::kSymmetries, board), of_board.front()) << "N=" << N;
      EXPECT_EQ(apply(Op::kSymmetries, transposed), of_board.front()) << "N=" << N;
    }
  });
}

// Each operation sends the squares where its definition (transform::image_square) says: the
// relations above hold for a kernel that returns its board unchanged, this does not.
TEST_P(TransformKernel, EachOperationMovesSquaresWhereItsDefinitionSays) {
  for_each_layout([]<class In>(auto apply) {
    constexpr int N = In::kSide;
    using G = transform::Geometry<N, In::kBoardLayout>;
    for (const auto& [row, col] : {std::array{0, 0}, std::array{0, 1}, std::array{N - 1, N / 2}}) {
      typename In::Output square;
      set_bit(square, G::bit(row, col));
      for (Op op : transform::kOps) {
        if (op == Op::kSymmetries) continue;
        const auto [to_row, to_col] = transform::image_square(op, N, row, col);
        typename In::Output expected;
        set_bit(expected, G::bit(to_row, to_col));
        EXPECT_EQ(apply(op, square), expected)
            << transform::op_name(op) << " of (" << row << ", " << col << ") at N=" << N;
      }
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Registered, TransformKernel,
                         testing::ValuesIn(kernels_of(transform_family(), 0, true)),
                         kernel_test_name);

// A mirror of 10x10 dense boards that loses the last column.
transform::BoardOf<10, Layout::kDense> mirror_losing_a_column(
    const transform::BoardOf<10, Layout::kDense>& board) {
  using G = transform::Geometry<10, Layout::kDense>;
  transform::BoardOf<10, Layout::kDense> mirrored;
  for (int row = 0; row < 10; ++row) {
    for (int col = 0; col < 9; ++col) {
      if (test_bit(board, G::bit(row, col))) set_bit(mirrored, G::bit(row, 9 - col));
    }
  }
  return mirrored;
}

constexpr transform::Entry kBrokenEntries[] = {
    {10,
     {Op::kMirror, Layout::kDense},
     kernel_loops<transform::Input<10, Layout::kDense>, mirror_losing_a_column>}};
const transform::Implementation kBroken{{"broken_mirror", ""}, kBrokenEntries};

TEST(VerifyCatchesBrokenTransforms, FailsDrawsAndReproduces) {
  expect_caught(transform_family(), kBroken, 10, 1, 100,
                "transform/broken_mirror n:10 op:mirror layout:dense");
}

// The planted fault of the fuzzing test (fuzz/planted_fault_test.sh) is what that test needs: wrong
// on its one board, which verify then reports, and right on every other, so that random verify
// passes it and only a fuzzer that reads the comparison can find it.
TEST(PlantedFault, IsWrongOnOneBoardOnly) {
  const auto family =
      beside_reference(transform_family(), transform::planted::transpose_wrong_once);
  std::ostringstream log;
  const std::string wrong_board = "transpose,padded," + to_hex(transform::planted::kWrongBoard);
  EXPECT_FALSE(family->verify(transform::planted::transpose_wrong_once, 8,
                              {.seed = 1, .count = 1, .input = wrong_board}, log));
  EXPECT_TRUE(family->verify(transform::planted::transpose_wrong_once, 8,
                             {.seed = 1, .count = 100'000, .input = {}}, log))
      << log.str();
}

}  // namespace
}  // namespace bitbench
