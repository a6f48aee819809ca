#pragma once
// Board sizes are run-time values on the command line and compile-time template arguments in
// the kernels; with_size bridges the two.

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>

#include "harness/family.hpp"

namespace bitbench {

// Returns visit.template operator()<N>() for the N of the array kSizes equal to `size`.
// Throws UsageError naming `what` (e.g. "Othello board of size") and the valid values for
// any other size.
template <const auto& kSizes, std::size_t kIndex = 0, class Visit>
decltype(auto) with_size(int size, std::string_view what, Visit&& visit) {
  if (size == kSizes[kIndex]) return visit.template operator()<kSizes[kIndex]>();
  if constexpr (kIndex + 1 < std::size(kSizes)) {
    return with_size<kSizes, kIndex + 1>(size, what, visit);
  } else {
    std::string valid;
    for (int n : kSizes) {
      if (!valid.empty()) valid += ", ";
      valid += std::to_string(n);
    }
    throw UsageError("no " + std::string(what) + " " + std::to_string(size) + "; valid: " + valid);
  }
}

// The Othello board sizes: even N from 4 to 16, so that the start position has a centre.
inline constexpr int kOthelloSizes[] = {4, 6, 8, 10, 12, 14, 16};

// Returns visit.template operator()<N>() for the Othello size N equal to `size`.
template <class Visit>
decltype(auto) with_othello_size(int size, Visit&& visit) {
  return with_size<kOthelloSizes>(size, "Othello board of size", visit);
}

}  // namespace bitbench
