#pragma once
// Othello perft: the number of leaves of the game tree to a given depth from the start position,
// built on one flip and one legal-move kernel. Leaves are bulk-counted at the last ply (the
// popcount of the legal moves), with no hash table. Three conventions count passes and games
// that end before the depth; they agree to depth 9 on 8x8 and part from depth 10
// (kPublishedCounts).
//
// The recursion is a template over the two kernels, instantiated with both inlined in the pair
// files of each tier (<tier>_pairs.cpp), which include the kernels' headers; flip and moves know
// nothing of perft.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "core/implementation.hpp"
#include "core/othello_sides.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"
#include "core/tier.hpp"

namespace bitbench::perft {

// How the tree counts a pass and a game that ends before the depth.
enum class Convention {
  kEdax,        // a pass is a ply; a finished game gives no leaf, as Edax's count_games
  kA124004,     // a pass is a ply; a finished game is a leaf: OEIS A124004 (Aart Bik), Egaroucid
  kPassNotPly,  // a pass takes no ply; a finished game is a leaf
};
inline constexpr std::string_view kConventionNames[] = {"edax", "a124004", "pass_not_ply"};

// The convention as verify's --input writes it.
inline std::string field_text(Convention convention) {
  return std::string(kConventionNames[static_cast<int>(convention)]);
}

// Returns the convention of that name; throws std::invalid_argument, naming the valid ones,
// for another.
inline Convention convention_named(std::string_view name) {
  for (std::size_t i = 0; i < std::size(kConventionNames); ++i) {
    if (kConventionNames[i] == name) return static_cast<Convention>(i);
  }
  throw std::invalid_argument("unknown convention '" + std::string(name) +
                              "'; valid conventions: edax, a124004, pass_not_ply");
}

// The published 8x8 counts of each convention, depth 0 up: Edax's and A124004's as their
// sources give them (they agree to depth 9), the third as this project's reference pair counts
// it, checked with Edax's and A124004's to depth 9 where no pass happens before the last ply.
struct PublishedCounts {
  Convention convention;
  std::span<const std::uint64_t> leaves;
};
inline constexpr std::uint64_t kEdaxCounts[] = {
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571056, 212258216, 1939879668};
inline constexpr std::uint64_t kA124004Counts[] = {
    1,      4,       12,       56,        244,        1396,        8200,        55092,
    390216, 3005288, 24571284, 212258800, 1939886636, 18429641748, 184042084512};
inline constexpr std::uint64_t kPassNotPlyCounts[] = {1,    4,    12,    56,     244,
                                                      1396, 8200, 55092, 390216, 3005320};
inline constexpr PublishedCounts kPublishedCounts[] = {
    {Convention::kEdax, kEdaxCounts},
    {Convention::kA124004, kA124004Counts},
    {Convention::kPassNotPly, kPassNotPlyCounts}};

// The depth to count from the start position of an N x N board, in a convention.
template <int N>
struct Input {
  using Output = std::uint64_t;  // leaves
  static constexpr int kSide = N;
  int depth;
  Convention convention = Convention::kEdax;

  auto fields() const { return std::tie(depth, convention); }
  void feed(std::uint64_t carried_zero) { depth ^= static_cast<int>(carried_zero); }
};

using Traits = OthelloTraits<Input>;
using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

template <int N, class Flip, class Moves>
std::uint64_t leaves_below(const Flip& flip, const Moves& moves, typename SquareBoard<N>::Board own,
                           typename SquareBoard<N>::Board opp, int depth, bool passed,
                           Convention convention);

// Returns the leaves below a position whose side to move (own) has no legal move, `depth` plies
// deep; `passed` says the previous ply was a pass, so that neither side can move: the game is
// over.
template <int N, class Flip, class Moves>
[[gnu::always_inline]] inline std::uint64_t leaves_after_no_move(
    const Flip& flip, const Moves& moves, typename SquareBoard<N>::Board own,
    typename SquareBoard<N>::Board opp, int depth, bool passed, Convention convention) {
  if (passed) return convention == Convention::kEdax ? 0 : 1;
  if (convention == Convention::kPassNotPly) {
    return leaves_below<N>(flip, moves, opp, own, depth, true, convention);
  }
  if (depth == 1) {  // the pass is the leaf; in Edax's count, only if the game goes on
    return convention == Convention::kA124004 || moves(opp, own) ? 1 : 0;
  }
  return leaves_below<N>(flip, moves, opp, own, depth - 1, true, convention);
}

// Returns the position after own plays `sq`, flipping `flipped`: the opponent to move.
template <class Board>
[[gnu::always_inline]] inline std::pair<Board, Board> after_move(Board own, Board opp,
                                                                 Board flipped, int sq) {
  return {opp ^ flipped, own | flipped | single_bit<Board>(sq)};
}

// Returns the leaves two plies below a position (own to move, with the legal moves `legal`): the
// mobility of each child, counted here without a call per child. All the children are made
// first, then their moves counted, in two loops: perft(11) took 10% less time than with both
// steps in one loop (avx512_lzcnt256 with avx512_rolv, on a Zen 5).
template <int N, class Flip, class Moves>
[[gnu::always_inline]] inline std::uint64_t leaves_of_children(const Flip& flip, const Moves& moves,
                                                               typename SquareBoard<N>::Board own,
                                                               typename SquareBoard<N>::Board opp,
                                                               typename SquareBoard<N>::Board legal,
                                                               Convention convention) {
  using Board = typename SquareBoard<N>::Board;
  // A move per empty square at most. Not on the stack: there the arrays' offset in the page
  // moved with each process's stack randomisation, and perft(11) took 0.22-0.26 s at about a
  // third of the offsets against 0.20 at the others (a Zen 5, the stack moved by the size of the
  // environment), most likely because the kernels' table loads matched the children's stores
  // in their page offset (4K aliasing). Here every process of a build lays them out alike.
  alignas(64) static thread_local Board child_own[N * N - 4], child_opp[N * N - 4];
  int children = 0;
  for_each_bit(legal, [&](int sq) {
    std::tie(child_own[children], child_opp[children]) =
        after_move(own, opp, flip(own, opp, sq), sq);
    ++children;
  });
  std::uint64_t leaves = 0;
  for (int child = 0; child < children; ++child) {
    const Board child_legal = moves(child_own[child], child_opp[child]);
    leaves += child_legal ? popcount(child_legal)
                          : leaves_after_no_move<N>(flip, moves, child_own[child], child_opp[child],
                                                    1, false, convention);
  }
  return leaves;
}

// Returns the leaves two plies below the position (own to move); `passed` says the previous ply
// was a pass. Inlined where a node three plies above the leaves makes its children: a call per
// child saved and restored the kernels' constants around it, and perft(12) took 1.60-1.66 s
// without it against 1.63-1.67 (a Zen 5, four alternated rounds).
template <int N, class Flip, class Moves>
[[gnu::always_inline]] inline std::uint64_t leaves_two_below(const Flip& flip, const Moves& moves,
                                                             typename SquareBoard<N>::Board own,
                                                             typename SquareBoard<N>::Board opp,
                                                             bool passed, Convention convention) {
  const typename SquareBoard<N>::Board legal = moves(own, opp);
  if (!legal) return leaves_after_no_move<N>(flip, moves, own, opp, 2, passed, convention);
  return leaves_of_children<N>(flip, moves, own, opp, legal, convention);
}

// Returns the leaves below the position (own to move), `depth` plies deep; `passed` says the
// previous ply was a pass. `flip(own, opp, sq)` and `moves(own, opp)` are the kernels. Flattened,
// so that kernels passed as stateless callables are inlined in every node.
template <int N, class Flip, class Moves>
BITBENCH_FLATTEN std::uint64_t leaves_below(const Flip& flip, const Moves& moves,
                                            typename SquareBoard<N>::Board own,
                                            typename SquareBoard<N>::Board opp, int depth,
                                            bool passed, Convention convention) {
  using Board = typename SquareBoard<N>::Board;
  if (depth == 2) return leaves_two_below<N>(flip, moves, own, opp, passed, convention);
  const Board legal = moves(own, opp);
  if (!legal) return leaves_after_no_move<N>(flip, moves, own, opp, depth, passed, convention);
  if (depth == 1) return popcount(legal);
  std::uint64_t leaves = 0;
  for_each_bit(legal, [&](int sq) {
    const auto [child_own, child_opp] = after_move(own, opp, flip(own, opp, sq), sq);
    leaves += depth == 3 ? leaves_two_below<N>(flip, moves, child_own, child_opp, false, convention)
                         : leaves_below<N>(flip, moves, child_own, child_opp, depth - 1, false,
                                           convention);
  });
  return leaves;
}

// Returns the start position of an N x N board: the side to move on the two centre squares of
// the anti-diagonal, then the opponent's discs.
template <int N>
constexpr std::pair<typename SquareBoard<N>::Board, typename SquareBoard<N>::Board> start() {
  using Board = typename SquareBoard<N>::Board;
  const int low = N / 2 - 1, high = N / 2;
  return {single_bit<Board>(SquareBoard<N>::square(low, high)) |
              single_bit<Board>(SquareBoard<N>::square(high, low)),
          single_bit<Board>(SquareBoard<N>::square(low, low)) |
              single_bit<Board>(SquareBoard<N>::square(high, high))};
}

// Returns the perft count of the N x N start position.
template <int N, class Flip, class Moves>
std::uint64_t leaves(const Flip& flip, const Moves& moves, int depth, Convention convention) {
  if (depth == 0) return 1;
  const auto [own, opp] = start<N>();
  return leaves_below<N>(flip, moves, own, opp, depth, false, convention);
}

// A kernel as a stateless callable, which the tree inlines.
template <auto kernel>
struct Call {
  template <class... Args>
  auto operator()(const Args&... args) const {
    return kernel(args...);
  }
};

// Kept out of line: the timed loops are flattened (kernels/core/kernel_loops.hpp), and would
// otherwise each compile another copy of the whole flattened tree, for no gain on a call that
// counts a tree (most of the build time of the pair files).
template <int N, auto flip, auto moves>
[[gnu::noinline]] std::uint64_t inlined_leaves(int depth, Convention convention) {
  return leaves<N>(Call<flip>{}, Call<moves>{}, depth, convention);
}

// The entries of the pair at the sides N...: Flip and Moves are the types of
// `[]<int N> { return &kernel<N>; }`.
template <class Flip, class Moves, int... N>
inline constexpr Entry kPairEntries[] = {
    {N,
     {},
     throughput_loops<Input<N>, &inlined_leaves<N, Flip{}.template operator()<N>(),
                                                Moves{}.template operator()<N>()>>}...};

inline namespace BITBENCH_TIER {

// The perft implementation of a flip kernel and a legal-move kernel at the sides N..., compiled
// in this translation unit: Flip and Moves are the types of `[]<int N> { return &kernel<N>; }`.
template <int... N, class Flip, class Moves>
constexpr Implementation pair(Flip, Moves) {
  return compiled_here<Traits>(kPairEntries<Flip, Moves, N...>);
}

}  // namespace BITBENCH_TIER

// Defines the pair flip_with_moves (catalogued as flip__moves) at the sides `...`, from the
// kernels flip_kernel::flip and moves_kernel::moves of the pair file.
#define BITBENCH_PERFT_PAIR(flip, moves, ...)       \
  extern const Implementation flip##_with_##moves = \
      pair<__VA_ARGS__>(flip_kernel::flip, moves_kernel::moves);

BITBENCH_DECLARE_REGISTRY()  // kernels/perft/registry.cpp

// Returns the pairs `bitbench perft` counts with when none is named, in order of preference:
// it takes the first that runs here at the board size (kernels/perft/registry.cpp).
std::span<const std::string_view> default_pairs();

}  // namespace bitbench::perft
