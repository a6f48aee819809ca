// The null kernel: returns a value derived from its input at no cost, so that the loops' own
// cost (loads, the XOR fold, the latency chain) is measured and shown beside the kernels.

#include "last_flip/last_flip.hpp"

namespace bitbench::last_flip {
namespace {

template <int N>
int last_flip_null(Board<N> own, int sq) {
  if constexpr (kIsWide<Board<N>>) {
    return static_cast<int>(own.words[0]) ^ sq;
  } else {
    return static_cast<int>(own) ^ sq;
  }
}

}  // namespace

extern const Implementation null = at_every_side([]<int N> { return &last_flip_null<N>; });

}  // namespace bitbench::last_flip
