#include "harness/benchmark_runner.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>

#include "harness/cpu.hpp"

namespace bitbench {

BenchOutcome register_plan(const BenchPlan& plan, std::ostream& log) {
  BenchOutcome outcome;
  for (const auto& selection : plan.selections) {
    const Family& family = *selection.family;
    const std::string why = cpu().missing(selection.implementation.needs);
    if (!why.empty()) {
      log << "skipped " << family.name() << "/" << selection.implementation.name << ": " << why
          << "\n";
      ++outcome.skipped;
      continue;
    }
    std::vector<std::string> dists = family.distributions();
    const std::vector<int> all_sizes = family.all_distribution_sizes();
    const bool all_here = plan.distributions == BenchPlan::Distributions::kAllAtHeadlineSizes &&
                          std::find(all_sizes.begin(), all_sizes.end(), selection.size) !=
                              all_sizes.end();
    if (plan.distributions != BenchPlan::Distributions::kNamed && !all_here) dists.resize(1);
    if (plan.distributions == BenchPlan::Distributions::kNamed) dists = {plan.named_distribution};
    for (const auto& dist : dists) {
      const std::vector<Mode> supported = family.modes();
      for (Mode mode : plan.modes) {
        if (std::find(supported.begin(), supported.end(), mode) == supported.end()) continue;
        const BenchRequest request{selection.implementation.name, selection.size, dist, mode,
                                   plan.seed};
        if (family.register_benchmark(request, log)) {
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
