#pragma once
// The loops of one registered kernel, for the tests that check kernels on hand-drawn boards.

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

}  // namespace bitbench
