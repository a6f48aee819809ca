// A libFuzzer target for one kernel family (BITBENCH_FUZZ_FAMILY, e.g. flip_family): the
// fuzzer's bytes choose a size, a key and an input, and every implementation that runs here
// must agree with the reference on it. A disagreement aborts with verify's drawn report and its
// one-line reproducer.

#include <cstdint>
#include <cstdlib>
#include <iostream>

#include "harness/families.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (!bitbench::BITBENCH_FUZZ_FAMILY().check_bytes({data, size}, std::cerr)) std::abort();
  return 0;
}
