#include "harness/perft.hpp"

#include "harness/board_sizes.hpp"
#include "harness/othello_positions.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

template <int N>
class Perft {
 public:
  using Board = typename SquareBoard<N>::Board;

  Perft(const flip::FlipLoopsOf<Board>& flip, const moves::MovesLoopsOf<Board>& moves)
      : flip_(flip.single), moves_(moves.single) {}

  PerftCount count(int depth) {
    count_ = {};
    count_.leaves = depth == 0 ? 1 : visit(othello::start_position<N>(), depth, false);
    return count_;
  }

 private:
  std::uint64_t visit(const othello::Position<N>& p, int depth, bool passed) {
    ++count_.nodes;
    Board legal = moves_({p.own, p.opp});
    if (!legal) {
      if (passed) return 0;  // neither side can move: the game ended before the depth
      const othello::Position<N> pass{p.opp, p.own};
      return depth == 1 ? (moves_({pass.own, pass.opp}) ? 1 : 0) : visit(pass, depth - 1, true);
    }
    if (depth == 1) return popcount(legal);
    std::uint64_t leaves = 0;
    for_each_bit(legal, [&](int sq) {
      const Board flipped = flip_({p.own, p.opp, sq});
      leaves += visit({p.opp ^ flipped, p.own | flipped | single_bit<Board>(sq)}, depth - 1, false);
    });
    return leaves;
  }

  Board (*flip_)(const flip::FlipInputOf<Board>&);
  Board (*moves_)(const moves::MovesInputOf<Board>&);
  PerftCount count_;
};

}  // namespace

PerftCount perft(int size, int depth, const flip::FlipImplementation& flip,
                 const moves::MovesImplementation& moves) {
  return with_othello_size(size, [&]<int N>() {
    using Board = typename SquareBoard<N>::Board;
    Perft<N> tree(loops_at<flip::FlipLoopsOf<Board>>(flip, N),
                  loops_at<moves::MovesLoopsOf<Board>>(moves, N));
    return tree.count(depth);
  });
}

}  // namespace bitbench
