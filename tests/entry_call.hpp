#pragma once
// For the tests that check kernels on hand-drawn boards: the loops of one registered kernel, and
// 8x8 boards drawn by square names.

#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>

#include "kernels/core/implementation.hpp"

namespace bitbench {

// Returns the loops of `implementation` at `size` and `key` when they take `Input`, else null.
template <class Input, class Impl, class Key>
const KernelLoops<Input, typename Input::Output>* loops_of(const Impl& implementation, int size,
                                                           const Key& key) {
  for (const auto& entry : implementation.entries) {
    if (entry.size == size && entry.key == key) {
      return std::get_if<KernelLoops<Input, typename Input::Output>>(&entry.loops);
    }
  }
  return nullptr;
}

// Returns the 8x8 square named `name` ("d4"): its column a to h, its row 1 to 8 from bit 0's.
inline int square(std::string_view name) { return (name[1] - '1') * 8 + (name[0] - 'a'); }

// Returns the 8x8 board with a bit on each square named in `squares` ("d4 e5").
inline std::uint64_t board(std::string_view squares) {
  std::uint64_t bits = 0;
  std::istringstream words{std::string(squares)};
  for (std::string name; words >> name;) bits |= std::uint64_t{1} << square(name);
  return bits;
}

}  // namespace bitbench
