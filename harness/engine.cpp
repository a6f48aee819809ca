#include "harness/engine.hpp"

// The first byte of the executable's mapping, defined by the linker.
extern "C" const char __executable_start[];

namespace bitbench {
namespace {

volatile std::uint64_t opaque_zero_source = 0;

}  // namespace

std::uint64_t opaque_zero() { return opaque_zero_source; }

std::uintptr_t executable_address(std::uintptr_t function) {
  return function - reinterpret_cast<std::uintptr_t>(__executable_start);
}

std::string_view mode_name(Mode mode) {
  return mode == Mode::kThroughput ? "throughput" : "latency";
}

std::string key_text(const KeyFields& fields, std::string_view separator) {
  std::string text;
  for (const auto& [name, value] : fields) {
    if (!text.empty()) text += separator;
    text += std::string(name) + ":" + std::string(value);
  }
  return text;
}

UsageError malformed_input(std::string_view family, std::string_view input, int size,
                           std::string_view why, std::string_view syntax) {
  return UsageError("malformed --input '" + std::string(input) + "' for " + std::string(family) +
                    " n:" + std::to_string(size) + ": " + std::string(why) + "; expected " +
                    std::string(syntax));
}

}  // namespace bitbench
