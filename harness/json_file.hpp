#pragma once
// Google Benchmark's JSON output, read and written through nlohmann::json.

#include <filesystem>
#include <nlohmann/json.hpp>

namespace bitbench {

// Returns the JSON document of the file at `path`; throws std::runtime_error naming the file.
nlohmann::json read_json(const std::filesystem::path& path);

// Writes `document` to `path`, through a temporary file renamed into place.
void write_json(const std::filesystem::path& path, const nlohmann::json& document);

// Adds the members of `entries`, a JSON object, to the "context" of the file at `path`.
void add_to_json_context(const std::filesystem::path& path, const nlohmann::json& entries);

}  // namespace bitbench
