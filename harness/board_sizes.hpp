#pragma once
// Board sizes are run-time values on the command line and compile-time template arguments in
// the kernels; with_othello_size bridges the two.

#include <string>

#include "harness/family.hpp"

namespace bitbench {

// The Othello board sizes: even N from 4 to 16, so that the start position has a centre.
inline constexpr int kOthelloSizes[] = {4, 6, 8, 10, 12, 14, 16};

// Returns visit.template operator()<N>() for the N equal to `size`. Throws UsageError for a
// size that is not an Othello size.
template <class Visit>
decltype(auto) with_othello_size(int size, Visit&& visit) {
  switch (size) {
    case 4:
      return visit.template operator()<4>();
    case 6:
      return visit.template operator()<6>();
    case 8:
      return visit.template operator()<8>();
    case 10:
      return visit.template operator()<10>();
    case 12:
      return visit.template operator()<12>();
    case 14:
      return visit.template operator()<14>();
    case 16:
      return visit.template operator()<16>();
  }
  throw UsageError("no Othello board of size " + std::to_string(size) +
                   "; valid sizes: 4, 6, 8, 10, 12, 14, 16");
}

}  // namespace bitbench
