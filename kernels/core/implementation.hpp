#pragma once
// A registry entry, the same shape in every family: what the harness needs to list, check and
// time one implementation. It holds the implementation's compiled entries, one per board size
// and key (a piece, an operation), each pointing at the loops of its kernel.

#include <algorithm>
#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "core/features.hpp"
#include "core/kernel_loops.hpp"
#include "core/tier.hpp"

namespace bitbench {

enum class Role { kKernel, kReference, kNull };

// The key of a family whose kernels compute one thing per size.
struct NoKey {
  friend constexpr bool operator==(NoKey, NoKey) = default;
};

// What every implementation has, whatever its family: all but `needs` from its line in the
// family's catalogue (core/registry.hpp).
struct ImplementationInfo {
  std::string_view name;  // <isa>_<algorithm>, [a-z0-9_]
  std::string_view description;
  Role role = Role::kKernel;
  FeatureSet needs = kTierScalar;  // the ISA features it needs: set by compiled_here()
  // The instructions it needs to be fast, from kFastInstructions and ", "-separated, or "none";
  // "" where the family does not list them. `pext` on a CPU that microcodes it, or a 64-bit
  // multiply on one without a fast multiplier, makes a kernel slow but not wrong.
  std::string_view instructions = {};
};

// The words of ImplementationInfo::instructions.
inline constexpr std::string_view kFastInstructions[] = {"none",   "imul64", "pext",  "pdep",
                                                         "lzcnt",  "tzcnt",  "bswap", "bzhi",
                                                         "blsmsk", "gfni",   "popcnt"};

// One compiled kernel. `Traits` describes the kernel family: its Key and its Loops, a
// variant of the loops of every board size the family has.
template <class Traits>
struct Entry {
  int size;
  typename Traits::Key key;
  typename Traits::Loops loops;
  std::size_t table_bytes = 0;  // the lookup tables the kernel reads
};

template <class Traits>
struct Implementation : ImplementationInfo {
  std::span<const Entry<Traits>> entries;
};

inline namespace BITBENCH_TIER {

// The implementation of kernels compiled in this translation unit: it needs this file's tier
// (kThisTier), derived from the file's name by CMakeLists.txt, never written by hand. Its
// catalogue line names and describes it.
template <class Traits>
constexpr Implementation<Traits> compiled_here(std::span<const Entry<Traits>> entries) {
  ImplementationInfo info{};
  info.needs = kThisTier;
  return {info, entries};
}

}  // namespace BITBENCH_TIER

// A kernel with the bytes of the lookup tables it reads.
template <class Kernel>
struct WithTables {
  Kernel kernel;
  std::size_t table_bytes;
};
template <class Kernel>
WithTables(Kernel, std::size_t) -> WithTables<Kernel>;  // clang 14 deduces no aggregates

// Returns the arrays joined end to end: the entries of several sizes or layouts in one list.
template <class T, std::size_t... kCounts>
constexpr std::array<T, (kCounts + ...)> joined(const std::array<T, kCounts>&... arrays) {
  std::array<T, (kCounts + ...)> all{};
  std::size_t next = 0;
  ((std::copy(arrays.begin(), arrays.end(), all.begin() + next), next += kCounts), ...);
  return all;
}

}  // namespace bitbench
