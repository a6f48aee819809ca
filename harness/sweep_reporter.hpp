#pragma once
// The console reporter of a sweep's timing process: each result line is preceded by the
// process's progress (the repetitions timed and an estimate of the time left). What the results
// mean is scripts/summarize.py's to say, from the run's JSON.

#include <benchmark/benchmark.h>

#include "harness/sweep_progress.hpp"

namespace bitbench {

class SweepReporter : public benchmark::ConsoleReporter {
 public:
  // Prints the run's context (the machine, the build) only when `show_context`: the sweep's
  // later processes would repeat the first one's.
  SweepReporter(const SweepProgress& progress, bool show_context);

 protected:
  bool ReportContext(const Context& context) override;
  void PrintRunData(const Run& run) override;

 private:
  const SweepProgress& progress_;
  bool show_context_;
};

}  // namespace bitbench
