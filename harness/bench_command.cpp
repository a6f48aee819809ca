// `bitbench bench`: time the selected implementations with Google Benchmark, after checking
// each against the reference on the very inputs it is timed on.

#include <algorithm>
#include <optional>
#include <string_view>

#include "harness/benchmark_runner.hpp"
#include "harness/clock.hpp"
#include "harness/commands.hpp"
#include "harness/json_file.hpp"
#include "harness/run_context.hpp"

namespace bitbench {
namespace {

// Returns the JSON file Google Benchmark's flags make it write (--benchmark_out=FILE in its
// default JSON format), if any.
std::optional<std::string> json_out_file(const std::vector<std::string>& flags) {
  std::optional<std::string> file;
  for (const std::string_view flag : flags) {
    if (flag.starts_with("--benchmark_out=")) file = flag.substr(flag.find('=') + 1);
    if (flag.starts_with("--benchmark_out_format=") && !flag.ends_with("=json")) return {};
  }
  return file;
}

}  // namespace

int bench_command(const std::string& program, const BenchOptions& options, std::ostream& out) {
  BenchPlan plan;
  plan.selections = select(options.filter);
  plan.seed = options.seed;
  if (options.distribution) {
    for (const auto& selection : plan.selections) {
      distribution_index(*selection.family, *options.distribution);
    }
    plan.distributions = BenchPlan::Distributions::kNamed;
    plan.named_distribution = *options.distribution;
  }
  if (options.mode) {
    for (const auto& selection : plan.selections) {
      const auto modes = selection.family->modes();
      if (std::find(modes.begin(), modes.end(), *options.mode) == modes.end()) {
        throw UsageError("family " + std::string(selection.family->name()) + " has no " +
                         std::string(mode_name(*options.mode)) +
                         " mode; its modes: " + joined(modes, mode_name));
      }
    }
    plan.modes = {*options.mode};
  }
  if (options.loop_addresses) {
    plan.loop_addresses = &out;
    register_plan(plan, out);
    return 0;
  }
  const BenchOutcome outcome = register_plan(plan, out);
  ContextEntries context = run_context("bench", "bench");
  context.emplace_back("clock_ghz", std::to_string(measure_clock_ghz()));
  add_to_benchmark_context(context);
  run_registered(program, options.benchmark_flags);
  // Google Benchmark's context takes strings only: the file it wrote gets the families as an
  // object, as a sweep's bench.json has them.
  if (const auto file = json_out_file(options.benchmark_flags)) {
    add_to_json_context(*file, {{"families", families_json()}});
  }
  if (outcome.refused > 0) {
    out << outcome.refused
        << " benchmark(s) not timed: their implementation disagrees with the reference\n";
    return 1;
  }
  return 0;
}

}  // namespace bitbench
