#pragma once
// The median of a few measurements, shared by the clock's calibration and each repetition's
// batches.

#include <algorithm>
#include <cstddef>
#include <span>

namespace bitbench {

// Returns the median of `values` (0 when empty), reordering them.
inline double median_of(std::span<double> values) {
  if (values.empty()) return 0;
  const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
  std::nth_element(values.begin(), middle, values.end());
  if (values.size() % 2 == 1) return *middle;
  return (*middle + *std::max_element(values.begin(), middle)) / 2;
}

}  // namespace bitbench
