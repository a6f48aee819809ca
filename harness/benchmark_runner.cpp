#include "harness/benchmark_runner.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>

#include "harness/cpu.hpp"

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
    const auto headline = family.headline_sizes();
    if (plan.distributions == BenchPlan::Distributions::kAllAtHeadlineSizes &&
        std::find(headline.begin(), headline.end(), selection.size) != headline.end()) {
      for (std::size_t d = 1; d < family.distributions().size(); ++d) dists.push_back(d);
    }
    if (plan.distributions == BenchPlan::Distributions::kNamed) {
      dists = {distribution_index(family, plan.named_distribution)};
    }
    for (std::size_t dist : dists) {
      const auto supported = family.modes();
      for (Mode mode : plan.modes) {
        if (std::find(supported.begin(), supported.end(), mode) == supported.end()) continue;
        const BenchRequest request{&impl, selection.size, dist, mode, plan.seed};
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

void run_registered(const std::string& program, const std::vector<std::string>& flags) {
  std::vector<std::string> arguments{program};
  arguments.insert(arguments.end(), flags.begin(), flags.end());
  std::vector<char*> argv;
  for (auto& argument : arguments) argv.push_back(argument.data());
  int argc = static_cast<int>(argv.size());
  argv.push_back(nullptr);
  benchmark::Initialize(&argc, argv.data());
  if (argc > 1) {
    throw UsageError(std::string("unknown Google Benchmark flag '") + argv[1] +
                     "'; its flags start with --benchmark_ (--benchmark_out=FILE, "
                     "--benchmark_repetitions=N, --benchmark_min_time=SECONDS, "
                     "--benchmark_filter=REGEX, ...; `bitbench bench -- --help` lists them)");
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}

}  // namespace bitbench
