#pragma once
// What the three Othello families (flip, moves, perft) share: boards of the even sides 4 to 16,
// and the implementation of a kernel at some of them.

#include "core/implementation.hpp"
#include "core/kernel_loops.hpp"
#include "core/tier.hpp"

namespace bitbench {

template <template <int> class Input>
struct OthelloTraits {
  using Key = NoKey;
  using Loops = AnyLoops<Input<4>, Input<6>, Input<8>, Input<10>, Input<12>, Input<14>, Input<16>>;
};

// The entries of a kernel at the sides N...: Kernel is the type of
// `[]<int N> { return &kernel<N>; }`.
template <template <int> class Input, class Kernel, int... N>
inline constexpr Entry<OthelloTraits<Input>> kOthelloEntries[] = {
    {N, {}, kernel_loops<Input<N>, Kernel{}.template operator()<N>()>}...};

inline namespace BITBENCH_TIER {

// Makes the implementation of a kernel at the sides N..., compiled in this translation unit:
// `OthelloAtSides<Input, N...>{}(kernel)`.
template <template <int> class Input, int... N>
struct OthelloAtSides {
  template <class Kernel>
  constexpr Implementation<OthelloTraits<Input>> operator()(Kernel) const {
    return compiled_here<OthelloTraits<Input>>(kOthelloEntries<Input, Kernel, N...>);
  }
};

// The same at every side, 4 to 16: a family's `at_every_side(kernel)`.
template <template <int> class Input>
using OthelloAtEverySide = OthelloAtSides<Input, 4, 6, 8, 10, 12, 14, 16>;

}  // namespace BITBENCH_TIER
}  // namespace bitbench

// Declares, in the namespace of an Othello family whose input on the N x N board is Input<N>, its
// Traits, Entry and Implementation, and at_sides<N...>(kernel), the implementation of a kernel
// (`[]<int N> { return &kernel<N>; }`) at the sides N..., and at_every_side(kernel), at every side.
#define BITBENCH_OTHELLO_FAMILY(Input)                                    \
  using Traits = ::bitbench::OthelloTraits<Input>;                        \
  using Entry = ::bitbench::Entry<Traits>;                                \
  using Implementation = ::bitbench::Implementation<Traits>;              \
  inline namespace BITBENCH_TIER {                                        \
  template <int... N>                                                     \
  inline constexpr ::bitbench::OthelloAtSides<Input, N...> at_sides{};    \
  inline constexpr ::bitbench::OthelloAtEverySide<Input> at_every_side{}; \
  }
