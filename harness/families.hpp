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

// The families, in the order `list` shows them: each a folder of kernels/ and its spec,
// harness/<family>_family.cpp, which defines <family>_family(). Adding a family is its folder, its
// spec and one line here; the scripts, CI and the fuzz targets find it among kernels/'s folders.
#define BITBENCH_FAMILIES(X) \
  X(flip) X(last_flip) X(moves) X(perft) X(attacks) X(shogi) X(bits) X(masks) X(transform)

// Each family over its registry.
#define BITBENCH_DECLARE_FAMILY(family) const Family& family##_family();
BITBENCH_FAMILIES(BITBENCH_DECLARE_FAMILY)
#undef BITBENCH_DECLARE_FAMILY

std::span<const Family* const> families();

// The pair `bitbench perft` counts with on boards of `size` when none is named: the first of
// perft's default pairs that runs here and has that size; nullptr when none has.
const perft::Implementation* default_perft_pair(int size);

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
