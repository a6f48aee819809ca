// The fuzz target of the transform family over the reference and the planted fault
// (tests/planted_fault.hpp): the test planted_fault_found runs it and expects it to abort on the
// one board where the fault lies.

#include "tests/planted_fault.hpp"

#include <cstdint>
#include <cstdlib>
#include <iostream>

#include "harness/families.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bitbench;
  static const auto family = [] {
    std::vector<const ImplementationInfo*> registry;
    for (const ImplementationInfo* impl : transform_family().implementations()) {
      if (impl->role == Role::kReference) registry.push_back(impl);
    }
    registry.push_back(&transform::planted::transpose_wrong_once);
    return transform_family().with(registry);
  }();
  if (!family->check_bytes({data, size}, std::cerr)) std::abort();
  return 0;
}
