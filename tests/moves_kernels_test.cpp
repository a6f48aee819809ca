// Every registered legal-move kernel on start positions and edges drawn by hand.

#include <gtest/gtest.h>

#include <utility>

#include "harness/families.hpp"
#include "harness/othello_positions.hpp"
#include "kernels/moves/moves.hpp"
#include "tests/entry_call.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

class MovesKernel : public KernelTest {
 protected:
  template <int N>
  typename SquareBoard<N>::Board moves_at(const othello::Position<N>& p) const {
    const auto& impl = static_cast<const moves::Implementation&>(*GetParam().implementation);
    return loops_of<moves::Input<N>>(impl, N, NoKey{})->single({p.own, p.opp});
  }
  // Returns the board of side N with the squares (row, col) set.
  template <int N>
  static typename SquareBoard<N>::Board squares(std::initializer_list<std::pair<int, int>> list) {
    typename SquareBoard<N>::Board board{};
    for (const auto& [row, col] : list) set_bit(board, SquareBoard<N>::square(row, col));
    return board;
  }
  // Expects the side to move at the start to have its 4 moves: with the N x N start position's
  // centre at rows and columns c - 1 and c (c = N / 2), the squares next to the opponent's
  // discs that close them: (c-2, c-1), (c-1, c-2), (c, c+1), (c+1, c).
  template <int N>
  void expect_start_moves() const {
    constexpr int c = N / 2;
    const auto [own, opp] = perft::start<N>();
    EXPECT_EQ(moves_at<N>({own, opp}),
              squares<N>({{c - 2, c - 1}, {c - 1, c - 2}, {c, c + 1}, {c + 1, c}}))
        << "n:" << N;
  }
};

TEST_P(MovesKernel, TheStartPositionHasItsFourMoves) {
  const int size = GetParam().size;
  const bool checked = [&]<int... N>(std::integer_sequence<int, N...>) {
    return ((size == N && (expect_start_moves<N>(), true)) || ...);
  }
  (std::integer_sequence<int, 4, 6, 8, 10, 12, 14, 16>{});
  if (!checked) FAIL() << "no start position of size " << size;
}

INSTANTIATE_TEST_SUITE_P(Registered, MovesKernel,
                         testing::ValuesIn(kernels_of(moves_family(), 0, true)), kernel_test_name);

class MovesKernelOn8x8 : public MovesKernel {};

TEST_P(MovesKernelOn8x8, NoMoveAcrossTheBoardEdge) {
  // own h1, opp a2: a move at b2 would need a wrap from a2 back to h1.
  EXPECT_EQ(moves_at<8>({squares<8>({{0, 7}}), squares<8>({{1, 0}})}), 0u);
  EXPECT_EQ(moves_at<8>({squares<8>({{1, 0}}), squares<8>({{0, 7}})}), 0u);
}

TEST_P(MovesKernelOn8x8, TheLongestRunsCloseAtTheFarEdge) {
  // Six opponent discs along row 0 and down column 7 from an own corner disc.
  const auto own = squares<8>({{0, 0}});
  const auto opp = squares<8>({{0, 1},
                               {0, 2},
                               {0, 3},
                               {0, 4},
                               {0, 5},
                               {0, 6},
                               {1, 1},
                               {2, 2},
                               {3, 3},
                               {4, 4},
                               {5, 5},
                               {6, 6}});
  EXPECT_EQ(moves_at<8>({own, opp}), squares<8>({{0, 7}, {7, 7}}));
}

INSTANTIATE_TEST_SUITE_P(Registered, MovesKernelOn8x8,
                         testing::ValuesIn(kernels_of(moves_family(), 8, true)), kernel_test_name);

}  // namespace
}  // namespace bitbench
