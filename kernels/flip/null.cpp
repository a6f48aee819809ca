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

template <int N>
constexpr FlipSize kSize{N, flip_loops<flip_null<N>>};
constexpr FlipSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                               kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const FlipImplementation null{
    "null", "returns (own & opp) ^ bit(sq): the cost of the loops alone, not a flip", 0, kSizes,
    Role::kNull};

}  // namespace bitbench::flip
