#include "harness/sweep_reporter.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "harness/engine.hpp"

namespace bitbench {
namespace {

// A result whose median wall time is more than this times its median CPU time waited for the
// CPU.
constexpr double kWaitedShare = 1.1;

}  // namespace

SweepReporter::SweepReporter(const SweepProgress& progress)
    : benchmark::ConsoleReporter(isatty(STDOUT_FILENO) ? OO_Color : OO_None), progress_(progress) {}

void SweepReporter::PrintRunData(const Run& run) {
  if (run.run_type == Run::RT_Iteration) {
    GetOutputStream() << progress_.status() << " ";
  } else if (run.aggregate_name == "median") {
    results_.push_back({run.run_name.str(), run.GetAdjustedRealTime(), run.GetAdjustedCPUTime()});
  } else if (run.aggregate_name == "cv" && !results_.empty()) {
    // The cv follows its median; a percentage aggregate holds its value unscaled.
    results_.back().cv = run.real_accumulated_time;
  }
  benchmark::ConsoleReporter::PrintRunData(run);
}

std::size_t SweepReporter::noisy_results() const {
  return static_cast<std::size_t>(std::count_if(results_.begin(), results_.end(),
                                                [](const Result& r) { return r.cv > kNoisyCv; }));
}

void SweepReporter::print_summary(std::ostream& out) const {
  print_fastest(out);
  print_noise(out);
}

void SweepReporter::print_fastest(std::ostream& out) const {
  // Per family and size, in throughput mode and the family's default distribution: each
  // kernel's geometric mean, over the keys it shares with the reference, of reference time /
  // its time.
  struct Speedups {
    std::map<std::string, double> reference_time;                      // by key
    std::map<std::string, std::map<std::string, double>> kernel_time;  // by implementation, key
  };
  std::map<std::pair<std::string, int>, Speedups> groups;
  for (const Result& result : results_) {
    const auto found = registered_benchmarks.find(result.name);
    if (found == registered_benchmarks.end()) continue;
    const BenchmarkLabel& label = found->second;
    if (label.mode != Mode::kThroughput || !label.default_distribution) continue;
    Speedups& group = groups[{label.family, label.size}];
    if (label.role == Role::kReference) group.reference_time[label.key] = result.median_time;
    if (label.role == Role::kKernel) {
      group.kernel_time[label.implementation][label.key] = result.median_time;
    }
  }
  out << "summary: the fastest kernel per family and size (throughput, default distribution; "
         "speed-up over the reference, geometric mean over the keys)\n";
  for (const auto& [family_and_size, group] : groups) {
    std::vector<std::pair<double, std::string>> ranking;
    for (const auto& [name, times] : group.kernel_time) {
      double log_sum = 0;
      int keys = 0;
      for (const auto& [key, ns] : times) {
        const auto reference = group.reference_time.find(key);
        if (reference == group.reference_time.end() || ns <= 0) continue;
        log_sum += std::log(reference->second / ns);
        ++keys;
      }
      if (keys > 0) ranking.emplace_back(std::exp(log_sum / keys), name);
    }
    if (ranking.empty()) {
      out << "  " << family_and_size.first << " n:" << family_and_size.second
          << ": no speed-up, the reference was not timed\n";
      continue;
    }
    std::sort(ranking.rbegin(), ranking.rend());
    char line[256];
    std::snprintf(line, sizeof line, "  %-10s n:%-4d %-28s %8.1fx the reference",
                  family_and_size.first.c_str(), family_and_size.second, ranking[0].second.c_str(),
                  ranking[0].first);
    out << line;
    if (ranking.size() > 1) {
      std::snprintf(line, sizeof line, ", %.2fx the runner-up %s",
                    ranking[0].first / ranking[1].first, ranking[1].second.c_str());
      out << line;
    }
    out << "\n";
  }
}

void SweepReporter::print_noise(std::ostream& out) const {
  const std::size_t noisy = noisy_results();
  constexpr std::size_t kListed = 10;
  std::size_t listed = 0;
  for (const Result& result : results_) {
    if (result.cv <= kNoisyCv || listed == kListed) continue;
    char line[256];
    std::snprintf(line, sizeof line, "  noisy: %s (CV %.1f%%)\n", result.name.c_str(),
                  100 * result.cv);
    out << line;
    ++listed;
  }
  if (noisy > listed) out << "  ... and " << noisy - listed << " more noisy results\n";
  // Wall time well above CPU time: the process waited, for another process or the hypervisor.
  const auto waited = std::count_if(results_.begin(), results_.end(), [](const Result& r) {
    return r.median_time > kWaitedShare * r.median_cpu_time;
  });
  if (waited > 0) {
    out << "  " << waited << " results took over " << std::lround(100 * (kWaitedShare - 1))
        << "% more wall time than CPU time: the CPU was shared with another process\n";
  }
  out << "timing took " << duration_text(progress_.elapsed()) << "\n";
  char verdict[160];
  std::snprintf(
      verdict, sizeof verdict,
      "noisy: %zu of %zu results (%.1f%%) vary by more than %.0f%% over their repetitions%s\n",
      noisy, results_.size(), results_.empty() ? 0.0 : 100.0 * noisy / results_.size(),
      100 * kNoisyCv, noisy_run() ? "; this run is noisy" : "");
  out << verdict;
}

}  // namespace bitbench
