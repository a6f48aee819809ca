#include "harness/board_text.hpp"

#include <cerrno>
#include <cstdlib>

namespace bitbench {

std::vector<std::string> split_fields(std::string_view text, std::size_t count) {
  std::vector<std::string> fields;
  std::size_t at = 0;
  while (true) {
    const std::size_t comma = text.find(',', at);
    fields.emplace_back(text.substr(at, comma == std::string_view::npos ? comma : comma - at));
    if (comma == std::string_view::npos) break;
    at = comma + 1;
  }
  if (fields.size() != count) {
    throw UsageError(std::to_string(count) + " comma-separated fields expected, found " +
                     std::to_string(fields.size()));
  }
  return fields;
}

long long int_field(std::string_view field, std::string_view text, long long low, long long high) {
  const std::string digits(text);
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(digits.c_str(), &end, 10);
  if (digits.empty() || *end != '\0' || errno == ERANGE) {
    throw UsageError(std::string(field) + " '" + digits + "' is not a whole number");
  }
  if (value < low || value > high) {
    throw UsageError(std::string(field) + " " + digits +
                     " is out of range: " + std::to_string(low) + " to " + std::to_string(high));
  }
  return value;
}

}  // namespace bitbench
