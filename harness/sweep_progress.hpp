#pragma once
// How far a sweep's timing has got, counted as each repetition ends. Google Benchmark cannot
// say: with random interleaving it reports a benchmark only once all its repetitions have run,
// so its reports arrive in a burst in the last part of the run. The sweep hands its
// SweepProgress to the benchmarks it registers, as their observer: each is counted as it is
// registered, and each benchmark's body tells it how long each of its calls took. Google
// Benchmark sizes a benchmark's first repetition by calls that grow until one lasts the minimum
// time, which is the one it keeps; every later repetition is one call of that many iterations,
// kept however long it takes.

#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

#include "harness/family.hpp"

namespace bitbench {

class SweepProgress final : public BenchObserver {
 public:
  // Counts `repetitions` of each benchmark registered; prints its status to `out` at most every
  // `interval`.
  SweepProgress(int repetitions, std::chrono::duration<double> min_time, std::ostream& out,
                std::chrono::seconds interval = std::chrono::seconds(30));

  void registered() override { expected_ += repetitions_; }
  void call_ended(std::chrono::duration<double> took, bool& sized) override;

  // Starts the clock: the timing begins.
  void start();
  std::size_t benchmarks() const { return expected_ / repetitions_; }

  // "[k/N, 4m05s in, about 12m left]".
  std::string status() const;
  std::chrono::duration<double> elapsed() const;

 private:
  using Clock = std::chrono::steady_clock;

  std::size_t repetitions_;
  std::size_t expected_ = 0;
  std::size_t done_ = 0;
  std::chrono::duration<double> min_time_;
  std::ostream& out_;
  Clock::duration interval_;
  Clock::time_point start_ = Clock::now();
  Clock::time_point last_print_ = start_;
};

// Returns e.g. "1h02m", "4m05s" or "12s".
std::string duration_text(std::chrono::duration<double> duration);

}  // namespace bitbench
