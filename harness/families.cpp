#include "harness/families.hpp"

#include <algorithm>

namespace bitbench {

std::span<const Family* const> families() {
#define BITBENCH_FAMILY_ADDRESS(family) &family##_family(),
  static const Family* const list[] = {BITBENCH_FAMILIES(BITBENCH_FAMILY_ADDRESS)};
#undef BITBENCH_FAMILY_ADDRESS
  return list;
}

std::vector<Selection> select(const SelectionFilter& filter) {
  std::vector<const Family*> chosen_families;
  for (const Family* family : families()) {
    if (!filter.family || family->name() == *filter.family) chosen_families.push_back(family);
  }
  if (chosen_families.empty()) {
    throw UsageError("unknown family '" + *filter.family + "'; valid families: " +
                     joined(families(), [](const Family* f) { return f->name(); }));
  }

  std::vector<Selection> selections;
  std::vector<std::string_view> known_implementations;
  std::vector<int> known_sizes;
  for (const Family* family : chosen_families) {
    for (const ImplementationInfo* impl : family->implementations()) {
      known_implementations.push_back(impl->name);
      if (filter.implementation && impl->name != *filter.implementation) continue;
      for (int size : family->sizes(*impl)) {
        known_sizes.push_back(size);
        if (!filter.sizes.empty() &&
            std::find(filter.sizes.begin(), filter.sizes.end(), size) == filter.sizes.end()) {
          continue;
        }
        selections.push_back({family, impl, size});
      }
    }
  }
  if (filter.implementation && std::find(known_implementations.begin(), known_implementations.end(),
                                         *filter.implementation) == known_implementations.end()) {
    throw UsageError("unknown implementation '" + *filter.implementation +
                     "'; valid implementations: " +
                     joined(known_implementations, [](std::string_view s) { return s; }));
  }
  std::sort(known_sizes.begin(), known_sizes.end());
  known_sizes.erase(std::unique(known_sizes.begin(), known_sizes.end()), known_sizes.end());
  for (int size : filter.sizes) {
    if (!std::binary_search(known_sizes.begin(), known_sizes.end(), size)) {
      throw UsageError("unsupported size " + std::to_string(size) +
                       "; valid sizes for this selection: " +
                       joined(known_sizes, [](int n) { return std::to_string(n); }));
    }
  }
  return selections;
}

std::size_t distribution_index(const Family& family, const std::string& name) {
  const auto valid = family.distributions();
  const auto it = std::find(valid.begin(), valid.end(), name);
  if (it == valid.end()) {
    throw UsageError(
        "unknown distribution '" + name + "' for family " + std::string(family.name()) +
        "; valid distributions: " + joined(valid, [](std::string_view s) { return s; }));
  }
  return static_cast<std::size_t>(it - valid.begin());
}

const ImplementationInfo& find_implementation(const Family& family, std::string_view name) {
  const auto implementations = family.implementations();
  for (const ImplementationInfo* impl : implementations) {
    if (impl->name == name) return *impl;
  }
  throw UsageError(
      "unknown " + std::string(family.name()) + " implementation '" + std::string(name) +
      "'; valid: " + joined(implementations, [](const ImplementationInfo* i) { return i->name; }));
}

}  // namespace bitbench
