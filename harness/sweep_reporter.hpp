#pragma once
// The console reporter of a sweep: each result line is preceded by the sweep's progress (the
// repetitions timed and an estimate of the time left), and the run ends with a summary: per family
// and size, the fastest kernel, its speed-up over the reference and its lead over the runner-up;
// the noisy results (a coefficient of variation above 3% over the repetitions); and the total time.

#include <benchmark/benchmark.h>

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "harness/sweep_progress.hpp"

namespace bitbench {

// A result whose repetitions vary by more than this share of their mean is noisy; a run with
// more than kNoisyRunShare of its results noisy is a noisy run.
inline constexpr double kNoisyCv = 0.03;
inline constexpr double kNoisyRunShare = 0.1;

class SweepReporter : public benchmark::ConsoleReporter {
 public:
  explicit SweepReporter(const SweepProgress& progress);

  // Writes the summary; its last line says how many results are noisy.
  void print_summary(std::ostream& out) const;

  std::size_t results() const { return results_.size(); }
  std::size_t noisy_results() const;
  bool noisy_run() const { return noisy_results() > kNoisyRunShare * results(); }

 protected:
  void PrintRunData(const Run& run) override;

 private:
  void print_fastest(std::ostream& out) const;
  // Ends with the line that says how many results are noisy.
  void print_noise(std::ostream& out) const;

  struct Result {
    std::string name;
    double median_time = 0;
    double median_cpu_time = 0;
    double cv = 0;
  };

  const SweepProgress& progress_;
  std::vector<Result> results_;
};

}  // namespace bitbench
