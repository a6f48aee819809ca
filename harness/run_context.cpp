#include "harness/run_context.hpp"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <string_view>
#include <vector>
#include <xsimd/config/xsimd_config.hpp>

#include "harness/build_info.hpp"
#include "harness/cpu.hpp"
#include "harness/families.hpp"
#include "harness/text.hpp"

namespace bitbench {
namespace {

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

nlohmann::json families_json() {
  nlohmann::json described = nlohmann::json::object();
  for (const Family* family : families()) {
    // "null" is the family's null kernel, the first listed; "nulls" adds those of other tiers.
    std::string_view reference;
    std::vector<std::string_view> nulls;
    for (const ImplementationInfo* impl : family->implementations()) {
      if (impl->role == Role::kReference) reference = impl->name;
      if (impl->role == Role::kNull) nulls.push_back(impl->name);
    }
    described[std::string(family->name())] = {{"default_size", family->default_size()},
                                              {"default_dist", family->distributions().front()},
                                              {"reference", reference},
                                              {"null", nulls.empty() ? "" : nulls.front()},
                                              {"nulls", nulls},
                                              {"unit", family->unit()}};
  }
  return described;
}

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
      {"families", families_json().dump()},
  };
}

void add_to_benchmark_context(const ContextEntries& entries) {
  for (const auto& [key, value] : entries) benchmark::AddCustomContext(key, value);
}

}  // namespace bitbench
