#pragma once
// A family's registry: one list of implementation names, in priority order (the reference
// first, the fastest known last, then the null kernel), in kernels/<family>/registry.cpp.
//
// The list names the implementations of every target, and lists what this one compiled: each
// name is declared weak, so one whose file the target does not build (an x86 tier on aarch64)
// has a null address and is left out.

#include <initializer_list>
#include <span>
#include <vector>

namespace bitbench {

template <class Implementation>
std::span<const Implementation* const> linked_implementations(
    std::initializer_list<const Implementation*> listed) {
  static const std::vector<const Implementation*> linked = [&] {
    std::vector<const Implementation*> present;
    for (const Implementation* implementation : listed) {
      if (implementation != nullptr) present.push_back(implementation);
    }
    return present;
  }();
  return linked;
}

}  // namespace bitbench

#define BITBENCH_DECLARE_WEAK(name) [[gnu::weak]] extern const Implementation name;
#define BITBENCH_ADDRESS_OF(name) &name,

// Defines implementations() for the names in LIST, an X-macro: LIST(X) expands to X(name)...
#define BITBENCH_REGISTRY(LIST)                                                 \
  LIST(BITBENCH_DECLARE_WEAK)                                                   \
  std::span<const Implementation* const> implementations() {                    \
    return linked_implementations<Implementation>({LIST(BITBENCH_ADDRESS_OF)}); \
  }
