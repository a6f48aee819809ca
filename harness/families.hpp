#pragma once
// The list of kernel families, and the lookups the command line needs, each failing with a
// message that names the valid values.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "harness/family.hpp"

namespace bitbench {

std::span<const Family* const> families();

struct Selection {
  const Family* family;
  ImplementationInfo implementation;
  int size;
};

struct SelectionFilter {
  std::optional<std::string> family;
  std::optional<std::string> implementation;
  std::vector<int> sizes;  // empty: every size
};

// Returns every (family, implementation, size) matching the filter, in registry order.
// Throws UsageError naming the valid values when a filter names nothing that exists.
std::vector<Selection> select(const SelectionFilter& filter);

// Returns the family's distribution named `name`; throws UsageError listing the valid ones.
std::string check_distribution(const Family& family, const std::string& name);

}  // namespace bitbench
