// `bitbench sweep`: verify everything, then time every implementation on every size, input
// distribution and mode, into a new folder results/<cpu-slug>/<run-id>/. The run is written
// under a hidden temporary name and renamed when complete; a sweep that fails or is
// interrupted removes it, so it leaves no half run behind, and no earlier run is overwritten.

#include <unistd.h>

#include <array>
#include <chrono>
#include <csignal>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "harness/benchmark_runner.hpp"
#include "harness/build_info.hpp"
#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/engine.hpp"
#include "harness/machine_state.hpp"
#include "harness/run_context.hpp"
#include "harness/sweep_reporter.hpp"

namespace bitbench {
namespace {

namespace fs = std::filesystem;

// Returns e.g. "20261129T151203Z-gnu12": when, and with which compiler.
std::string new_run_id(bool quick) {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &utc);
  std::string compiler;
  for (char c : std::string(build_info().compiler)) {
    if (c == '.') break;
    if (c != ' ') compiler += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return std::string(stamp) + "-" + compiler + (quick ? "-quick" : "");
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  if (!file) throw std::runtime_error("cannot write " + path.string());
}

// The folder of the run being written, removed unless the run completes, also on Ctrl-C.
class PartialRun {
 public:
  explicit PartialRun(fs::path folder) : folder_(std::move(folder)) {
    fs::create_directories(folder_);
    for (std::size_t i = 0; i < kFiles.size(); ++i) {
      interrupted_files[i] = (folder_ / kFiles[i]).string();
    }
    interrupted_folder = folder_.string();
    std::signal(SIGINT, remove_on_interrupt);
  }
  ~PartialRun() {
    std::signal(SIGINT, SIG_DFL);
    std::error_code ignored;
    if (!committed_) fs::remove_all(folder_, ignored);
  }
  const fs::path& folder() const { return folder_; }
  void commit() { committed_ = true; }

  static constexpr std::array<std::string_view, 3> kFiles{"command.txt", "verify.txt",
                                                          "bench.json"};

 private:
  // Removes the files a run writes and its folder: unlink and rmdir are safe in a handler.
  static void remove_on_interrupt(int) {
    for (const std::string& file : interrupted_files) unlink(file.c_str());
    rmdir(interrupted_folder.c_str());
    _exit(130);
  }
  static inline std::array<std::string, kFiles.size()> interrupted_files;
  static inline std::string interrupted_folder;

  fs::path folder_;
  bool committed_ = false;
};

// A stream that writes to two others: the console and the run's verify log.
class Tee : public std::streambuf {
 public:
  Tee(std::ostream& first, std::ostream& second) : first_(first), second_(second) {}

 private:
  int overflow(int c) override {
    if (c == EOF) return c;
    first_.put(static_cast<char>(c));
    second_.put(static_cast<char>(c));
    if (c == '\n') first_.flush();
    return c;
  }
  std::ostream &first_, &second_;
};

// Returns the folder results go in, made if missing; throws UsageError when it cannot be.
fs::path results_folder(const std::string& out_dir) {
  const fs::path folder = fs::path(out_dir) / cpu().slug();
  std::error_code error;
  if (fs::exists(out_dir, error) && !fs::is_directory(out_dir, error)) {
    throw UsageError("--out " + out_dir + " is a file, not a folder");
  }
  fs::create_directories(folder, error);
  if (error || access(folder.c_str(), W_OK) != 0) {
    throw UsageError("cannot write results in " + folder.string() + ": " +
                     (error ? error.message() : std::string("permission denied")));
  }
  return folder;
}

}  // namespace

int sweep_command(const std::string& program, const SweepOptions& options, std::ostream& out) {
  const auto selections = select(options.filter);
  const std::string run_id = new_run_id(options.quick);
  const fs::path run_dir = results_folder(options.out_dir) / run_id;
  if (fs::exists(run_dir)) throw UsageError("run folder " + run_dir.string() + " already exists");
  PartialRun partial(run_dir.parent_path() / ("." + run_id + ".partial"));
  write_file(partial.folder() / "command.txt", options.command_line + "\n");

  std::ofstream verify_log(partial.folder() / "verify.txt");
  Tee tee(out, verify_log);
  std::ostream both(&tee);
  VerifyOptions verify{options.filter, {options.seed, options.quick ? 20'000u : 100'000u, ""}};
  if (const int status = verify_command(verify, both); status != 0) {
    out << "sweep stopped: verify failed, no run written\n";
    return status;
  }

  BenchPlan plan;
  plan.selections = selections;
  plan.seed = options.seed;
  plan.distributions = options.quick ? BenchPlan::Distributions::kDefault
                                     : BenchPlan::Distributions::kAllAtHeadlineSizes;
  const BenchOutcome outcome = register_plan(plan, out);
  if (outcome.refused > 0) {
    out << "sweep stopped: " << outcome.refused << " benchmark(s) disagree with the reference\n";
    return 1;
  }
  // Nine repetitions interleaved at random, so that a slow minute of the machine spreads over
  // every kernel instead of landing on one.
  const int repetitions = options.quick ? 3 : 9;
  const int cpu_number = pin_to_current_cpu();
  out << (cpu_number >= 0 ? "pinned to CPU " + std::to_string(cpu_number)
                          : std::string("not pinned: the system refused"))
      << "; timing " << registered_benchmarks.size() << " benchmarks x " << repetitions
      << " repetitions\n";
  const MachineState before = MachineState::now(cpu_number);
  ContextEntries context = run_context(run_id, options.quick ? "quick" : "full");
  for (auto& entry : machine_entries("before", before)) context.push_back(std::move(entry));
  context.emplace_back("pinned_cpu", cpu_number >= 0 ? std::to_string(cpu_number) : "none");
  context.emplace_back("repetitions", std::to_string(repetitions));
  context.emplace_back("random_interleaving", options.quick ? "false" : "true");
  add_to_benchmark_context(context);
  const double min_time = options.quick ? 0.02 : 0.1;  // seconds per repetition
  const SweepProgress progress(registered_benchmarks.size() * repetitions,
                               std::chrono::duration<double>(min_time), out);
  SweepReporter reporter(progress);
  const fs::path bench_json = partial.folder() / "bench.json";
  run_registered(program,
                 {"--benchmark_out=" + bench_json.string(), "--benchmark_out_format=json",
                  "--benchmark_repetitions=" + std::to_string(repetitions),
                  "--benchmark_min_time=" + std::to_string(min_time),
                  options.quick ? "--benchmark_enable_random_interleaving=false"
                                : "--benchmark_enable_random_interleaving=true"},
                 &reporter);
  const MachineState after = MachineState::now(cpu_number);
  ContextEntries outcome_entries = machine_entries("after", after, &before);
  outcome_entries.emplace_back("noisy_cv_threshold", "3%");
  outcome_entries.emplace_back("noisy_results", std::to_string(reporter.noisy_results()) + " of " +
                                                    std::to_string(reporter.results()));
  outcome_entries.emplace_back("noisy_run", reporter.noisy_run() ? "true" : "false");
  add_to_json_context(bench_json, outcome_entries);
  if (fs::exists(run_dir))
    throw UsageError("run folder " + run_dir.string() + " appeared meanwhile");
  fs::rename(partial.folder(), run_dir);
  partial.commit();
  out << "run written to " << run_dir.string() << "\n";
  reporter.print_summary(out);
  return 0;
}

}  // namespace bitbench
