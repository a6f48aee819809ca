#include "harness/run_context.hpp"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <xsimd/config/xsimd_config.hpp>

#include "harness/build_info.hpp"
#include "harness/cpu.hpp"
#include "harness/families.hpp"
#include "harness/text.hpp"

namespace bitbench {
namespace {

std::string quoted(std::string_view text) {
  std::string out(1, '"');
  out.append(text);
  out += '"';
  return out;
}

// Returns, as a JSON object in a string, what plots need to know of each family without
// naming any kernel themselves: default size and distribution, reference and null names.
std::string families_json() {
  std::string json = "{";
  for (const Family* family : families()) {
    std::string_view reference, null;
    for (const ImplementationInfo* impl : family->implementations()) {
      if (impl->role == Role::kReference) reference = impl->name;
      if (impl->role == Role::kNull) null = impl->name;
    }
    if (json.size() > 1) json += ", ";
    json += quoted(family->name()) +
            ": {\"default_size\": " + std::to_string(family->default_size()) +
            ", \"default_dist\": " + quoted(family->distributions().front()) +
            ", \"reference\": " + quoted(reference) + ", \"null\": " + quoted(null) +
            ", \"unit\": " + quoted(family->unit()) + "}";
  }
  return json + "}";
}

std::string family_and_model(const CpuInfo& info) {
  char text[40];
  std::snprintf(text, sizeof text, "family 0x%x model 0x%x", info.family, info.model_number);
  return text;
}

std::string skipped_implementations() {
  std::string out;
  for (const Family* family : families()) {
    for (const ImplementationInfo* impl : family->implementations()) {
      const std::string why = cpu().missing(impl->needs);
      if (why.empty()) continue;
      append_item(out, "; ",
                  std::string(family->name()) + "/" + std::string(impl->name) + ": " + why);
    }
  }
  return out.empty() ? "none" : out;
}

}  // namespace

ContextEntries run_context(const std::string& run_id, const std::string& sweep) {
  const CpuInfo& info = cpu();
  const BuildInfo& build = build_info();
  return {
      {"run_id", run_id},
      {"sweep", sweep},
      {"cpu_model", info.model},
      {"cpu_vendor", info.vendor},
      {"cpu_family_model", family_and_model(info)},
      {"cpu_slug", info.slug()},
      {"cpu_features", feature_list(info.detected)},
      {"cpu_features_enabled", feature_list(info.enabled)},
      {"bitbench_isa", info.isa_mask.empty() ? "unset" : info.isa_mask},
      {"pext_fast", info.pext_fast ? "true" : "false"},
      {"skipped_implementations", skipped_implementations()},
      {"compiler", build.compiler},
      {"compiler_version_string", __VERSION__},
      {"compiler_flags", build.compile_flags},
      {"kernel_flags", build.kernel_flags},
      {"loop_vectorization",
       "off in kernel files (-fno-tree-loop-vectorize / -fno-vectorize): one timed call is one "
       "kernel invocation; vectorisation inside a kernel is kept"},
      {"native", build.native},
      {"build_type", build.build_type},
      {"git_commit", git_commit()},
      {"xsimd_version", std::to_string(XSIMD_VERSION_MAJOR) + "." +
                            std::to_string(XSIMD_VERSION_MINOR) + "." +
                            std::to_string(XSIMD_VERSION_PATCH)},
      {"families", families_json()},
  };
}

void add_to_benchmark_context(const ContextEntries& entries) {
  for (const auto& [key, value] : entries) benchmark::AddCustomContext(key, value);
}

void add_to_json_context(const std::filesystem::path& path, const ContextEntries& entries) {
  std::string json;
  {
    std::ifstream file(path);
    json.assign(std::istreambuf_iterator<char>(file), {});
  }
  constexpr std::string_view kContext = "\"context\": {";
  const std::size_t at = json.find(kContext);
  if (at == std::string::npos) throw std::runtime_error(path.string() + " has no context");
  std::string added;
  for (const auto& [key, value] : entries)
    added +=
        "\n    " + quoted(std::string_view(key)) + ": " + quoted(std::string_view(value)) + ",";
  json.insert(at + kContext.size(), added);
  std::ofstream file(path);
  file << json;
  if (!file) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace bitbench
