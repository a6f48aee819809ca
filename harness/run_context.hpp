#pragma once
// The facts a result is meaningless without, added to Google Benchmark's JSON "context":
// CPU, enabled features, PEXT speed, compiler, flags, build type, commit, xsimd version.

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace bitbench {

using ContextEntries = std::vector<std::pair<std::string, std::string>>;

// Returns the context entries of a run; `run_id` and `sweep` ("quick", "full" or "bench")
// say which run this is.
ContextEntries run_context(const std::string& run_id, const std::string& sweep);

// Adds the entries to the context of the next Google Benchmark run.
void add_to_benchmark_context(const ContextEntries& entries);

// Returns what plots need to know of each family without naming any kernel themselves, by
// family name: default size and distribution, reference and null names, unit.
nlohmann::json families_json();

}  // namespace bitbench
