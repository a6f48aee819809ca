#pragma once
// Othello perft: the number of leaves of the game tree to a given depth from the start position,
// built on one flip and one legal-move kernel. A side with no move passes and the pass counts as
// a ply; a game that ends before the depth contributes no leaf. Leaves are bulk-counted at the
// last ply (the popcount of the legal moves), with no hash table. With these rules the 8x8 counts
// are OEIS A124004: 4, 12, 56, 244, 1396, 8200, 55092, ...
//
// The recursion is a template over the two kernels, instantiated with both inlined in the pair
// files of each tier (<tier>_pairs.cpp), which include the kernels' headers; flip and moves know
// nothing of perft.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <tuple>
#include <utility>

#include "core/implementation.hpp"
#include "core/othello_sides.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"
#include "core/tier.hpp"

namespace bitbench::perft {

// The depth to count from the start position of an N x N board.
template <int N>
struct Input {
  using Output = std::uint64_t;  // leaves
  static constexpr int kSide = N;
  int depth;

  auto fields() const { return std::tie(depth); }
  void feed(std::uint64_t carried_zero) { depth ^= static_cast<int>(carried_zero); }
};

using Traits = OthelloTraits<Input>;
using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// Returns the leaves below the position (own to move), `depth` plies deep; `passed` says the
// previous ply was a pass. `flip(own, opp, sq)` and `moves(own, opp)` are the kernels. Flattened,
// so that kernels passed as stateless callables are inlined in every node.
template <int N, class Flip, class Moves>
BITBENCH_FLATTEN std::uint64_t leaves_below(const Flip& flip, const Moves& moves,
                                            typename SquareBoard<N>::Board own,
                                            typename SquareBoard<N>::Board opp, int depth,
                                            bool passed) {
  using Board = typename SquareBoard<N>::Board;
  const Board legal = moves(own, opp);
  if (!legal) {
    if (passed) return 0;  // neither side can move: the game ended before the depth
    if (depth == 1) return moves(opp, own) ? 1 : 0;
    return leaves_below<N>(flip, moves, opp, own, depth - 1, true);
  }
  if (depth == 1) return popcount(legal);
  std::uint64_t leaves = 0;
  for_each_bit(legal, [&](int sq) {
    const Board flipped = flip(own, opp, sq);
    const Board child_own = opp ^ flipped, child_opp = own | flipped | single_bit<Board>(sq);
    if (depth == 2) {
      // The child's leaves are its mobility count: counted here, without a call per child.
      const Board child_legal = moves(child_own, child_opp);
      leaves += child_legal ? popcount(child_legal) : (moves(child_opp, child_own) ? 1 : 0);
    } else {
      leaves += leaves_below<N>(flip, moves, child_own, child_opp, depth - 1, false);
    }
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
std::uint64_t leaves(const Flip& flip, const Moves& moves, int depth) {
  if (depth == 0) return 1;
  const auto [own, opp] = start<N>();
  return leaves_below<N>(flip, moves, own, opp, depth, false);
}

// A kernel as a stateless callable, which the tree inlines.
template <auto kernel>
struct Call {
  template <class... Args>
  auto operator()(const Args&... args) const {
    return kernel(args...);
  }
};

template <int N, auto flip, auto moves>
std::uint64_t inlined_leaves(int depth) {
  return leaves<N>(Call<flip>{}, Call<moves>{}, depth);
}

// A name joined from parts, as a template-argument object that lasts as long as the program.
template <std::size_t kLength>
struct JoinedName {
  char text[kLength + 1]{};
  constexpr std::string_view view() const { return {text, kLength}; }
};
template <StaticName... kParts>
inline constexpr auto kJoined = [] {
  JoinedName<(kParts.view().size() + ...)> joined;
  std::size_t at = 0;
  ((std::copy_n(kParts.text, kParts.view().size(), joined.text + at), at += kParts.view().size()),
   ...);
  return joined;
}();

// The entries of the pair at the sides N...: Flip and Moves are the types of
// `[]<int N> { return &kernel<N>; }`.
template <class Flip, class Moves, int... N>
inline constexpr Entry kPairEntries[] = {
    {N,
     {},
     kernel_loops<Input<N>, &inlined_leaves<N, Flip{}.template operator()<N>(),
                                            Moves{}.template operator()<N>()>>}...};

inline namespace BITBENCH_TIER {

// The perft implementation "<flip>__<moves>" of the flip kernel kFlip and the legal-move kernel
// kMoves at the sides N..., compiled in this translation unit.
template <StaticName kFlip, StaticName kMoves, int... N, class Flip, class Moves>
constexpr Implementation pair(Flip, Moves, Role role = Role::kKernel) {
  return compiled_here<Traits>(
      {kJoined<kFlip, "__", kMoves>.view(),
       kJoined<"perft with flip/", kFlip, " and moves/", kMoves>.view(), role},
      kPairEntries<Flip, Moves, N...>);
}

}  // namespace BITBENCH_TIER

// Defines the pair flip_with_moves (named flip__moves) at the sides `...`, from the kernels
// flip_kernel::flip and moves_kernel::moves of the pair file.
#define BITBENCH_PERFT_PAIR(flip, moves, ...)       \
  extern const Implementation flip##_with_##moves = \
      pair<#flip, #moves, __VA_ARGS__>(flip_kernel::flip, moves_kernel::moves);

// Returns the registered pairs in priority order (kernels/perft/registry.cpp).
std::span<const Implementation* const> implementations();
// Returns every name the registry lists, with what each resolves to here.
std::span<const Listed> listed();

// Returns the pairs `bitbench perft` counts with when none is named, in order of preference:
// it takes the first that runs here at the board size (kernels/perft/registry.cpp).
std::span<const std::string_view> default_pairs();

}  // namespace bitbench::perft
