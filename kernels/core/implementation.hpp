#pragma once
// A registry entry, the same shape for every family: what the harness needs to list, check
// and time one implementation. `SizeEntry` is the family's per-size entry: the board size
// and the loops compiled for it.

#include <span>
#include <string_view>
#include <variant>

#include "core/bits.hpp"
#include "core/features.hpp"

namespace bitbench {

enum class Role { kKernel, kReference, kNull };

template <class SizeEntry>
struct Implementation {
  std::string_view name;
  std::string_view description;
  FeatureSet needs;
  std::span<const SizeEntry> sizes;
  Role role = Role::kKernel;
};

// The loops of one size, whatever its board type: one machine word up to 8x8, then 2, 3 or
// 4 words up to 16x16. `LoopsOf<Board>` is the family's loops for a board type.
template <template <class> class LoopsOf>
using LoopsForAnyBoard =
    std::variant<LoopsOf<std::uint64_t>, LoopsOf<Bits<2>>, LoopsOf<Bits<3>>, LoopsOf<Bits<4>>>;

}  // namespace bitbench
