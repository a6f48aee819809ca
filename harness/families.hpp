#pragma once
// The kernel families, and the lookups the command line needs, each failing with a message that
// names the valid values.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "harness/family.hpp"
#include "harness/text.hpp"
#include "kernels/perft/perft.hpp"

namespace bitbench {

// Each family over its registry.
const Family& flip_family();
const Family& moves_family();
const Family& perft_family();
const Family& attacks_family();
const Family& bits_family();
const Family& masks_family();
const Family& transform_family();

// The perft pairs, each flip and moves kernel with the partner of its tier (the perft family's
// registry).
std::span<const perft::Implementation* const> perft_pairs();

// The families, in the order `list` shows them.
std::span<const Family* const> families();

struct Selection {
  const Family* family;
  const ImplementationInfo* implementation;
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

// Returns the index of the family's distribution named `name`; throws UsageError listing the
// valid ones.
std::size_t distribution_index(const Family& family, const std::string& name);

// Returns the implementation of `family` named `name`; throws UsageError listing the valid ones.
const ImplementationInfo& find_implementation(const Family& family, std::string_view name);

}  // namespace bitbench
