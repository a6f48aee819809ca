// The null kernel: returns a value derived from its input at no cost, so that the loops'
// own cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

template <int N>
typename SquareBoard<N>::Board flip_null(typename SquareBoard<N>::Board own,
                                         typename SquareBoard<N>::Board opp, int sq) {
  return (own & opp) ^ single_bit<typename SquareBoard<N>::Board>(sq);
}

}  // namespace

extern const Implementation null = at_every_side([]<int N> { return &flip_null<N>; });

}  // namespace bitbench::flip
