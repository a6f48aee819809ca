// The fuzz target of the transform family over the reference and the planted fault
// (tests/planted_fault.hpp): the test planted_fault_found runs it and expects it to abort on the
// one board where the fault lies.

#include "tests/planted_fault.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <vector>

#include "harness/families.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bitbench;
  // The reference on 8x8 boards only: the fault is one of its 8x8 entries, and on every size
  // most runs would go to the 128x128 boards' bit-by-bit reference.
  static const auto family = [] {
    static std::vector<transform::Entry> entries_8x8;
    static transform::Implementation reference_8x8;
    for (const ImplementationInfo* impl : transform_family().implementations()) {
      if (impl->role != Role::kReference) continue;
      const auto& reference = static_cast<const transform::Implementation&>(*impl);
      std::copy_if(reference.entries.begin(), reference.entries.end(),
                   std::back_inserter(entries_8x8),
                   [](const transform::Entry& entry) { return entry.size == 8; });
      reference_8x8 = {reference, entries_8x8};
    }
    return transform_family().with({&reference_8x8, &transform::planted::transpose_wrong_once});
  }();
  if (!family->check_bytes({data, size}, std::cerr)) std::abort();
  return 0;
}
