// Every registered board transform: verify's cases at every side, the algebra of the
// operations (transpose twice and rotate90 four times are the identity; a board and its
// transpose have the same 8 images, so the same canonical form), and verify catching a
// transform that loses the last column.

#include <gtest/gtest.h>

#include <regex>
#include <algorithm>
#include <sstream>

#include "tests/expect_verified.hpp"
#include "harness/cpu.hpp"
#include "kernels/core/random.hpp"
#include "harness/registry_access.hpp"
#include "harness/transform_family.hpp"

namespace bitbench {
namespace {

using transform::Layout;
using transform::Op;
using transform::TransformImplementation;

class Transform : public testing::TestWithParam<const TransformImplementation*> {
 protected:
  void SetUp() override {
    const auto& impl = *GetParam();
    if (impl.role == Role::kNull) GTEST_SKIP() << "the null kernel transforms nothing";
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) GTEST_SKIP() << "transform/" << impl.name << " " << why;
  }

  // Calls check.template operator()<N, kLayout>(apply) for every side and layout the
  // implementation has, where apply(op, board) runs its single call.
  template <class Check>
  void for_each_side(Check check) const {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (for_side<transform::kSides[I]>(check), ...);
    }(std::make_index_sequence<std::size(transform::kSides)>{});
  }

 private:
  template <int N, class Check>
  void for_side(Check& check) const {
    for_layout<N, Layout::kPadded>(check);
    for_layout<N, Layout::kDense>(check);
  }
  template <int N, Layout kLayout, class Check>
  void for_layout(Check& check) const {
    using Board = transform::BoardOf<N, kLayout>;
    using Loops = transform::TransformLoopsOf<Board>;
    const auto loops = [](Op op) -> const Loops* {
      for (const auto& entry : GetParam()->sizes) {
        if (entry.n == N && entry.op == op && entry.layout == kLayout) {
          return &std::get<Loops>(entry.loops);
        }
      }
      return nullptr;
    };
    if (loops(Op::kTranspose) == nullptr) return;
    const auto apply = [loops](Op op, const Board& board) { return loops(op)->single(board); };
    check.template operator()<N, kLayout>(apply);
  }
};

// Returns random N x N boards in the layout.
template <int N, Layout kLayout>
std::vector<transform::BoardOf<N, kLayout>> random_boards(std::uint64_t seed) {
  SplitMix64 random(seed);
  std::vector<transform::BoardOf<N, kLayout>> boards;
  for (int i = 0; i < 8; ++i) {
    transform::BoardOf<N, kLayout> board;
    for (int row = 0; row < N; ++row) {
      for (int col = 0; col < N; ++col) {
        if (random.below(100) < 10u + 10u * i) {
          set_bit(board, transform::Geometry<N, kLayout>::bit(row, col));
        }
      }
    }
    boards.push_back(board);
  }
  return boards;
}

TEST_P(Transform, AgreesWithTheReferenceAtEverySide) {
  if (GetParam()->role == Role::kReference) GTEST_SKIP() << "the reference is the yardstick";
  const TransformFamily family;
  expect_verified_at_every_size(family, GetParam()->name,
                                {.seed = 4, .count = 2'000, .input = {}});
}

TEST_P(Transform, TransposeTwiceAndRotate90FourTimesAreTheIdentity) {
  for_each_side([]<int N, Layout kLayout>(auto apply) {
    for (const auto& board : random_boards<N, kLayout>(N)) {
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

TEST_P(Transform, ABoardAndItsTransposeHaveTheSameEightImages) {
  for_each_side([]<int N, Layout kLayout>(auto apply) {
    using Board = transform::BoardOf<N, kLayout>;
    const auto images = [&](const Board& board) {
      std::vector<Board> out{board};
      for (Op op : transform::kOps) {
        if (op != Op::kSymmetries) out.push_back(apply(op, board));
      }
      std::sort(out.begin(), out.end(), transform::numerically_less<Board::kWords>);
      return out;
    };
    for (const auto& board : random_boards<N, kLayout>(3 * N)) {
      const Board transposed = apply(Op::kTranspose, board);
      const std::vector<Board> of_board = images(board);
      EXPECT_EQ(of_board, images(transposed)) << "N=" << N;
      EXPECT_EQ(apply(Op::kSymmetries, board), of_board.front()) << "N=" << N;
      EXPECT_EQ(apply(Op::kSymmetries, transposed), of_board.front()) << "N=" << N;
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Registered, Transform,
                         testing::ValuesIn(transform::implementations().begin(),
                                           transform::implementations().end()),
                         [](const auto& info) { return std::string(info.param->name); });

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

constexpr transform::TransformSize kBrokenSizes[] = {
    {10, Op::kMirror, Layout::kDense, transform::transform_loops<mirror_losing_a_column>}};
const TransformImplementation kBroken{"broken_mirror", "", 0, kBrokenSizes};

TEST(VerifyCatchesBrokenTransforms, FailsDrawsAndReproduces) {
  const TransformImplementation* registry[] = {&find_reference(transform::implementations()),
                                               &kBroken};
  const TransformFamily family{registry};
  const ImplementationInfo info{"broken_mirror", "", 0, {10}, Role::kKernel};
  std::ostringstream log;
  EXPECT_FALSE(family.verify(info, 10, {.seed = 1, .count = 100, .input = {}}, log));
  const std::string report = log.str();
  EXPECT_NE(report.find("MISMATCH transform/broken_mirror n:10 op:mirror layout:dense"),
            std::string::npos)
      << report;
  std::smatch command;
  ASSERT_TRUE(std::regex_search(report, command, std::regex("--input (\\S+)"))) << report;
  std::ostringstream again;
  EXPECT_FALSE(family.verify(info, 10, {.seed = 1, .count = 1, .input = command[1]}, again));
}

}  // namespace
}  // namespace bitbench
