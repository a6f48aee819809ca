#pragma once
// Registers and runs Google Benchmarks for a selection, shared by `bench` and `sweep`.

#include <ostream>
#include <string>
#include <vector>

#include "harness/families.hpp"

namespace benchmark {
class BenchmarkReporter;
}  // namespace benchmark

namespace bitbench {

struct BenchPlan {
  std::vector<Selection> selections;
  // kDefault: each family's default distribution; kAllAtHeadlineSizes: the default one at
  // every size and each other at its distribution_sizes() (by default the family's headline
  // sizes); kNamed: that one only.
  enum class Distributions { kDefault, kAllAtHeadlineSizes, kNamed };
  Distributions distributions = Distributions::kDefault;
  std::string named_distribution;  // with kNamed
  std::vector<Mode> modes{Mode::kThroughput, Mode::kLatency};
  std::uint64_t seed = 1;
  BenchObserver* observer = nullptr;       // told of each benchmark and each timed call
  std::ostream* loop_addresses = nullptr;  // see BenchRequest
};

struct BenchOutcome {
  int registered = 0;
  int refused = 0;  // disagreed with the reference on their inputs: not timed
  int skipped = 0;  // the CPU cannot run them
};

// Verifies and registers every benchmark of the plan, reporting what it skips or refuses.
BenchOutcome register_plan(const BenchPlan& plan, std::ostream& log);

// Runs what is registered with Google Benchmark's own `flags`, shown by `display` (its console
// reporter when null). Throws UsageError for a flag Google Benchmark does not know.
void run_registered(const std::string& program, const std::vector<std::string>& flags,
                    benchmark::BenchmarkReporter* display = nullptr);

}  // namespace bitbench
