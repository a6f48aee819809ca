#include "harness/benchmark_runner.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>

#include "harness/cpu.hpp"
#include "harness/families.hpp"

namespace bitbench {

BenchOutcome register_plan(const BenchPlan& plan, std::ostream& log) {
  BenchOutcome outcome;
  for (const auto& selection : plan.selections) {
    const Family& family = *selection.family;
    const ImplementationInfo& impl = *selection.implementation;
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) {
      log << "skipped " << family.name() << "/" << impl.name << ": " << why << "\n";
      ++outcome.skipped;
      continue;
    }
    std::vector<std::size_t> dists{0};
    if (plan.distributions == BenchPlan::Distributions::kAllAtHeadlineSizes) {
      for (std::size_t d = 1; d < family.distributions().size(); ++d) {
        const auto sizes = family.distribution_sizes(d);
        if (std::find(sizes.begin(), sizes.end(), selection.size) != sizes.end())
          dists.push_back(d);
      }
    }
    if (plan.distributions == BenchPlan::Distributions::kNamed) {
      dists = {distribution_index(family, plan.named_distribution)};
    }
    for (std::size_t dist : dists) {
      const auto supported = family.modes();
      for (Mode mode : plan.modes) {
        if (std::find(supported.begin(), supported.end(), mode) == supported.end()) continue;
        BenchRequest request{&impl, selection.size, dist, mode, plan.seed, plan.observer};
        request.loop_addresses = plan.loop_addresses;
        if (family.register_benchmarks(request, log)) {
          ++outcome.registered;
        } else {
          ++outcome.refused;
        }
      }
    }
  }
  return outcome;
}

namespace {

// The flags of Google Benchmark 1.7.
constexpr std::array<std::string_view, 17> kBenchmarkFlags{"--benchmark_list_tests",
                                                           "--benchmark_filter",
                                                           "--benchmark_min_time",
                                                           "--benchmark_min_warmup_time",
                                                           "--benchmark_repetitions",
                                                           "--benchmark_enable_random_interleaving",
                                                           "--benchmark_report_aggregates_only",
                                                           "--benchmark_display_aggregates_only",
                                                           "--benchmark_format",
                                                           "--benchmark_out",
                                                           "--benchmark_out_format",
                                                           "--benchmark_color",
                                                           "--benchmark_counters_tabular",
                                                           "--benchmark_perf_counters",
                                                           "--benchmark_context",
                                                           "--benchmark_time_unit",
                                                           "--v"};

}  // namespace

void run_registered(const std::string& program, const std::vector<std::string>& flags,
                    benchmark::BenchmarkReporter* display) {
  std::vector<std::string> arguments{program};
  arguments.insert(arguments.end(), flags.begin(), flags.end());
  std::vector<char*> argv;
  for (auto& argument : arguments) argv.push_back(argument.data());
  int argc = static_cast<int>(argv.size());
  argv.push_back(nullptr);
  benchmark::Initialize(&argc, argv.data());
  if (argc > 1) {
    // Google Benchmark leaves in argv what it could not read: a flag it lacks, or a bad value.
    const std::string flag = argv[1];
    const std::string name = flag.substr(0, flag.find('='));
    if (std::find(kBenchmarkFlags.begin(), kBenchmarkFlags.end(), name) != kBenchmarkFlags.end()) {
      throw UsageError("bad value in the Google Benchmark flag '" + flag +
                       "' (`bitbench bench -- --help` says what each takes)");
    }
    throw UsageError("unknown Google Benchmark flag '" + flag + "'; its flags: " +
                     joined(kBenchmarkFlags, [](std::string_view f) { return f; }));
  }
  const std::size_t ran = benchmark::RunSpecifiedBenchmarks(display);
  benchmark::Shutdown();
  if (ran == 0) {
    throw UsageError(
        "no benchmark was run: the --benchmark_filter matches none of those registered");
  }
}

}  // namespace bitbench
