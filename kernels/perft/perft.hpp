#pragma once
// Othello perft: the number of leaves of the game tree to a given depth from the start position,
// built on one flip and one legal-move kernel. A side with no move passes and the pass counts as
// a ply; a game that ends before the depth contributes no leaf. Leaves are bulk-counted at the
// last ply (the popcount of the legal moves), with no hash table. With these rules the 8x8 counts
// are OEIS A124004: 4, 12, 56, 244, 1396, 8200, 55092, ...
//
// The recursion is a template over the two kernels, instantiated in a kernel's translation unit
// with both inlined (kernels/flip and kernels/moves pair each kernel with a partner of its tier).

#include <cstdint>
#include <span>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "core/implementation.hpp"
#include "core/square_board.hpp"

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

struct Traits {
  using Key = NoKey;
  using Loops = AnyLoops<Input<4>, Input<6>, Input<8>, Input<10>, Input<12>, Input<14>, Input<16>>;
};

using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// A flip or moves implementation's perft entry at one size: the tree with its partner, the
// implementation of the other family it is paired with there.
struct PairedEntry {
  std::string_view partner;
  Entry entry;
};

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

// The perft entry of side N for the pair of kernels, both inlined in the tree.
template <int N, auto flip, auto moves>
inline constexpr Entry pair_entry{N, {}, kernel_loops<Input<N>, &inlined_leaves<N, flip, moves>>};

// A kernel's perft partner at one size, the kernel of the other family it is paired with: a
// lambda `[]<int N> { return Partner{"name", &kernel<N>}; }` gives it for every size.
template <class Kernel>
struct Partner {
  std::string_view name;
  Kernel kernel;
};
template <class Kernel>
Partner(std::string_view, Kernel) -> Partner<Kernel>;  // clang 14 deduces no aggregates

struct NoPartner {};
inline constexpr NoPartner kNoPartner;

// The perft entries of the flip kernel `Flip` (the type of `[]<int N> { return &kernel<N>; }`)
// with the legal-move partners `Moves` at the sides N..., and of the legal-move kernel `Moves`
// with the flip partners `Flip`.
template <class Flip, class Moves, int... N>
inline constexpr PairedEntry kFlipPaired[] = {
    {Moves{}.template operator()<N>().name,
     pair_entry<N, Flip{}.template operator()<N>(), Moves{}.template operator()<N>().kernel>}...};
template <class Flip, class Moves, int... N>
inline constexpr PairedEntry kMovesPaired[] = {
    {Flip{}.template operator()<N>().name,
     pair_entry<N, Flip{}.template operator()<N>().kernel, Moves{}.template operator()<N>()>}...};

// What the two Othello kernel families, flip and moves, share: their sides, and implementations
// that carry their perft trees.
template <template <int> class Input>
struct OthelloTraits {
  using Key = NoKey;
  using Loops = AnyLoops<Input<4>, Input<6>, Input<8>, Input<10>, Input<12>, Input<14>, Input<16>>;
};

template <template <int> class Input>
struct OthelloImplementation : bitbench::Implementation<OthelloTraits<Input>> {
  std::span<const PairedEntry> perft;  // each size's tree with its partner
};

// The entries of a kernel at the sides N...: Kernel is the type of
// `[]<int N> { return &kernel<N>; }`.
template <template <int> class Input, class Kernel, int... N>
inline constexpr bitbench::Entry<OthelloTraits<Input>> kEntriesAt[] = {
    {N, {}, kernel_loops<Input<N>, Kernel{}.template operator()<N>()>}...};

// Makes the implementation of a flip kernel (kFlip) or a legal-move kernel at the sides N...:
// `at_sides(kernel, partners, info)`, its perft trees paired with the kernels of the other family
// `partners` gives (kNoPartner for none). Kernel is the type of `[]<int N> { return &kernel<N>; }`.
template <template <int> class Input, bool kFlip, int... N>
struct AtSides {
  template <class Kernel, class Partners>
  constexpr OthelloImplementation<Input> operator()(Kernel, Partners,
                                                    ImplementationInfo info) const {
    std::span<const PairedEntry> paired;
    if constexpr (std::is_same_v<Partners, NoPartner>) {
    } else if constexpr (kFlip) {
      paired = kFlipPaired<Kernel, Partners, N...>;
    } else {
      paired = kMovesPaired<Partners, Kernel, N...>;
    }
    return {{info, kEntriesAt<Input, Kernel, N...>}, paired};
  }
};

}  // namespace bitbench::perft
