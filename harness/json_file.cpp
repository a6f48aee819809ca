#include "harness/json_file.hpp"

#include <fstream>
#include <stdexcept>

namespace bitbench {

nlohmann::json read_json(const std::filesystem::path& path) {
  std::ifstream file(path);
  if (!file) throw std::runtime_error("cannot read " + path.string());
  try {
    return nlohmann::json::parse(file);
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
