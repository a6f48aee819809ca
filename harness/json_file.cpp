#include "harness/json_file.hpp"

#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bitbench {

namespace {

// Returns the text with Google Benchmark's non-finite numbers (NaN, -NaN, Infinity, -Infinity,
// which it writes for, say, the spread of a counter that is 0 in every repetition) as null:
// JSON has no such numbers, and nlohmann::json refuses them.
std::string without_non_finite(std::string text) {
  for (const std::string_view token : {": -NaN", ": NaN", ": -Infinity", ": Infinity"}) {
    for (std::size_t at = text.find(token); at != std::string::npos; at = text.find(token, at)) {
      text.replace(at, token.size(), ": null");
    }
  }
  return text;
}

}  // namespace

nlohmann::json read_json(const std::filesystem::path& path) {
  std::ifstream file(path);
  if (!file) throw std::runtime_error("cannot read " + path.string());
  const std::string text(std::istreambuf_iterator<char>(file), {});
  try {
    return nlohmann::json::parse(without_non_finite(text));
  } catch (const nlohmann::json::exception& error) {
    throw std::runtime_error(path.string() + ": not valid JSON: " + error.what());
  }
}

void write_json(const std::filesystem::path& path, const nlohmann::json& document) {
  std::filesystem::path temporary = path;
  temporary += ".tmp";
  {
    std::ofstream file(temporary);
    file << document.dump(2) << "\n";
    if (!file) throw std::runtime_error("cannot write " + temporary.string());
  }
  std::filesystem::rename(temporary, path);
}

void add_to_json_context(const std::filesystem::path& path, const nlohmann::json& entries) {
  nlohmann::json document = read_json(path);
  for (const auto& [key, value] : entries.items()) document["context"][key] = value;
  write_json(path, document);
}

}  // namespace bitbench
