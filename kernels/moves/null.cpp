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
constexpr MovesSize kSize{N, moves_loops<moves_null<N>>};
constexpr MovesSize kSizes[] = {kSize<4>,  kSize<6>,  kSize<8>, kSize<10>,
                                kSize<12>, kSize<14>, kSize<16>};

}  // namespace

extern const MovesImplementation null{"null", "returns own & opp: the cost of the loops alone",
                                      0, kSizes, Role::kNull};

}  // namespace bitbench::moves
