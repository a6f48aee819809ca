#pragma once
// A family's registry: one list of implementation names, in priority order (the reference
// first, the fastest known last, then the null kernel), in kernels/<family>/registry.cpp.
//
// The list names the implementations of every target, and lists what this one compiled: each
// name is declared weak, so one whose file the target does not build (an x86 tier on aarch64)
// has a null address and is left out.

#include <initializer_list>
#include <span>
#include <string_view>
#include <vector>

#include "core/implementation.hpp"

namespace bitbench {

// A name a registry lists, as written there, and the implementation it resolves to on this
// target: null where the target does not compile the file that defines it. The tests check that
// only the files of tiers the target leaves out resolve to null.
struct Listed {
  std::string_view symbol;
  const ImplementationInfo* implementation;
};

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
#define BITBENCH_LISTED(name) ::bitbench::Listed{#name, &name},

// Defines implementations() and listed() for the names in LIST, an X-macro: LIST(X) expands to
// X(name)...
#define BITBENCH_REGISTRY(LIST)                                                 \
  LIST(BITBENCH_DECLARE_WEAK)                                                   \
  std::span<const Implementation* const> implementations() {                    \
    return linked_implementations<Implementation>({LIST(BITBENCH_ADDRESS_OF)}); \
  }                                                                             \
  std::span<const ::bitbench::Listed> listed() {                                \
    static const ::bitbench::Listed kListed[] = {LIST(BITBENCH_LISTED)};        \
    return kListed;                                                             \
  }
