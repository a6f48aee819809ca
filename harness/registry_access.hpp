#pragma once
// Lookups into a family's registry (a span of Implementation pointers, kernels/core/
// implementation.hpp) shared by the harness's families.

#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

#include "harness/family.hpp"

namespace bitbench {

template <class Registry>
const auto& find_implementation(const Registry& registry, std::string_view name,
                                std::string_view family) {
  for (const auto* impl : registry) {
    if (impl->name == name) return *impl;
  }
  throw UsageError("unknown " + std::string(family) + " implementation '" + std::string(name) +
                   "'");
}

template <class Registry>
const auto& find_reference(const Registry& registry) {
  for (const auto* impl : registry) {
    if (impl->role == Role::kReference) return *impl;
  }
  throw std::logic_error("a registry has no reference");
}

// Returns the loops `impl` compiled for size `n`, as the loop type of that size's board.
template <class Loops, class Impl>
const Loops& loops_at(const Impl& impl, int n) {
  for (const auto& size : impl.sizes) {
    if (size.n == n) return std::get<Loops>(size.loops);
  }
  throw UsageError(std::string(impl.name) + " has no size " + std::to_string(n));
}

// Returns the registry entries as the harness describes them.
template <class Registry>
std::vector<ImplementationInfo> describe(const Registry& registry) {
  std::vector<ImplementationInfo> out;
  for (const auto* impl : registry) {
    ImplementationInfo info{
        std::string(impl->name), std::string(impl->description), impl->needs, {}, impl->role};
    for (const auto& size : impl->sizes) info.sizes.push_back(size.n);
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace bitbench
