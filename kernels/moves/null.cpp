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

}  // namespace

extern const Implementation null = at_every_side([]<int N> { return &moves_null<N>; });

}  // namespace bitbench::moves
