#include "harness/sweep_reporter.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "harness/families.hpp"

namespace bitbench {
namespace {

// A result whose median wall time is more than this times its median CPU time waited for the
// CPU.
constexpr double kWaitedShare = 1.1;

// The parts of a benchmark name family/impl/n:N[/key]/dist:D/mode:M.
struct NameParts {
  std::string family, implementation, size, key, dist, mode;
};

NameParts parts_of(const std::string& name) {
  NameParts parts;
  std::vector<std::string> fields;
  for (std::size_t start = 0; start <= name.size();) {
    const std::size_t end = std::min(name.find('/', start), name.size());
    fields.push_back(name.substr(start, end - start));
    start = end + 1;
  }
  if (fields.size() < 3) return parts;
  parts.family = fields[0];
  parts.implementation = fields[1];
  for (std::size_t i = 2; i < fields.size(); ++i) {
    const std::string& field = fields[i];
    if (field.rfind("n:", 0) == 0) {
      parts.size = field.substr(2);
    } else if (field.rfind("dist:", 0) == 0) {
      parts.dist = field.substr(5);
    } else if (field.rfind("mode:", 0) == 0) {
      parts.mode = field.substr(5);
    } else {
      parts.key += "/" + field;
    }
  }
  return parts;
}

const Family* family_named(const std::string& name) {
  for (const Family* family : families()) {
    if (family->name() == name) return family;
  }
  return nullptr;
}

// Returns the role of the implementation `name` of `family`.
Role role_of(const Family& family, const std::string& name) {
  for (const ImplementationInfo* impl : family.implementations()) {
    if (impl->name == name) return impl->role;
  }
  return Role::kKernel;
}

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
    const NameParts parts = parts_of(result.name);
    const Family* family = family_named(parts.family);
    if (family == nullptr || (!parts.mode.empty() && parts.mode != "throughput")) continue;
    if (!parts.dist.empty() && parts.dist != family->distributions().front()) continue;
    Speedups& group = groups[{parts.family, std::atoi(parts.size.c_str())}];
    const Role role = role_of(*family, parts.implementation);
    if (role == Role::kReference) group.reference_time[parts.key] = result.median_time;
    if (role == Role::kKernel)
      group.kernel_time[parts.implementation][parts.key] = result.median_time;
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
