// The null kernel: returns a value derived from its input at no cost, so that the loops'
// own cost is measured and shown beside the kernels.

#include "moves/moves.hpp"

namespace bitbench::moves {
namespace {

template <int N>
typename SquareBoard<N>::Board moves_null(typename SquareBoard<N>::Board own,
                                          typename SquareBoard<N>::Board opp) {
  return own & opp;
}

template <int N>
constexpr Entry kEntry = at_side<N, moves_null<N>>;
constexpr Entry kEntries[] = {kEntry<4>,  kEntry<6>,  kEntry<8>, kEntry<10>,
                              kEntry<12>, kEntry<14>, kEntry<16>};

}  // namespace

extern const Implementation null{
    {{"null", "returns own & opp: the cost of the loops alone", 0, Role::kNull}, kEntries}, {}};

}  // namespace bitbench::moves
