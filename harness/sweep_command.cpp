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
#include "harness/clock.hpp"
#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/engine.hpp"
#include "harness/json_file.hpp"
#include "harness/machine_state.hpp"
#include "harness/run_context.hpp"
#include "harness/sweep_processes.hpp"
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

  // Every file a run folder holds while it is written, the timing processes' own included.
  static constexpr std::array<std::string_view, 10> kFiles{
      "command.txt",  "verify.txt",   "bench.json",       "bench.json.tmp",   "bench.1.json",
      "bench.2.json", "bench.3.json", "bench.1.json.tmp", "bench.2.json.tmp", "bench.3.json.tmp"};

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

// The repetitions of each benchmark in one of the sweep's processes, and how long each lasts.
// Google Benchmark runs a repetition about 1.4 times its minimum time; at 0.035 s the 39,555
// repetitions of a full sweep (4,395 benchmarks) take about 40 minutes of timing on the 2-core
// VMs here, where 0.05 s took 39 minutes for 29,673 and would take 57 for today's.
struct Timing {
  int repetitions;
  double min_time;  // seconds
};

Timing timing_of(bool quick) { return quick ? Timing{1, 0.02} : Timing{3, 0.035}; }

fs::path part_file(const fs::path& folder, int process) {
  return folder / ("bench." + std::to_string(process) + ".json");
}

// One of the sweep's timing processes: registers the plan (checking every kernel on the inputs
// it is timed on), times it with its repetitions interleaved at random, so that a slow minute of
// the machine spreads over every kernel, and writes Google Benchmark's JSON to `part`, with the
// process's own state in its context's "process" entry.
int time_in_this_process(const std::string& program, const SweepOptions& options,
                         const std::vector<Selection>& selections, int process,
                         const fs::path& part, std::ostream& out) {
  const Timing timing = timing_of(options.quick);
  SweepProgress progress(timing.repetitions, std::chrono::duration<double>(timing.min_time), out);
  BenchPlan plan;
  plan.selections = selections;
  plan.seed = options.seed;
  plan.distributions = options.quick ? BenchPlan::Distributions::kDefault
                                     : BenchPlan::Distributions::kAllAtHeadlineSizes;
  plan.observer = &progress;
  const BenchOutcome outcome = register_plan(plan, out);
  if (outcome.refused > 0) {
    out << "sweep stopped: " << outcome.refused << " benchmark(s) disagree with the reference\n";
    return 1;
  }
  const int cpu_number = pin_to_current_cpu();
  out << "process " << process << " of " << kProcesses << ": "
      << (cpu_number >= 0 ? "pinned to CPU " + std::to_string(cpu_number)
                          : std::string("not pinned: the system refused"))
      << "; timing " << progress.benchmarks() << " benchmarks x " << timing.repetitions
      << " repetitions\n";
  const MachineState before = MachineState::now(cpu_number);
  const double clock_before = measure_clock_ghz();
  add_to_benchmark_context(run_context("", options.quick ? "quick" : "full"));
  progress.start();
  SweepReporter reporter(progress, process == 1);
  run_registered(program,
                 {"--benchmark_out=" + part.string(), "--benchmark_out_format=json",
                  "--benchmark_repetitions=" + std::to_string(timing.repetitions),
                  "--benchmark_min_time=" + std::to_string(timing.min_time),
                  "--benchmark_enable_random_interleaving=true"},
                 &reporter);
  const double clock_after = measure_clock_ghz();
  nlohmann::json state = machine_state_json(before, MachineState::now(cpu_number));
  state["pinned_cpu"] = cpu_number;
  state["repetitions"] = timing.repetitions;
  state["timing_seconds"] = progress.elapsed().count();
  state["clock_ghz_before"] = clock_before;
  state["clock_ghz_after"] = clock_after;
  state["clock_ghz"] = (clock_before + clock_after) / 2;
  add_to_json_context(part, {{"process", state}, {"families", families_json()}});
  return 0;
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

  const auto started = std::chrono::steady_clock::now();
  if (const int status = run_in_processes([&](int process) {
        return time_in_this_process(program, options, selections, process,
                                    part_file(partial.folder(), process), out);
      });
      status != 0) {
    out << "sweep stopped: a timing process failed, no run written\n";
    return status;
  }
  std::vector<fs::path> parts;
  for (int process = 1; process <= kProcesses; ++process) {
    parts.push_back(part_file(partial.folder(), process));
  }
  const Timing timing = timing_of(options.quick);
  merge_process_files(parts, partial.folder() / "bench.json",
                      {{"run_id", run_id},
                       {"repetitions", kProcesses * timing.repetitions},
                       {"repetitions_per_process", timing.repetitions},
                       {"min_time_seconds", timing.min_time},
                       {"random_interleaving", true}});
  for (const fs::path& part : parts) fs::remove(part);
  if (fs::exists(run_dir))
    throw UsageError("run folder " + run_dir.string() + " appeared meanwhile");
  fs::rename(partial.folder(), run_dir);
  partial.commit();
  out << "timing took " << duration_text(std::chrono::steady_clock::now() - started) << " in "
      << kProcesses << " processes\n";
  out << "run written to " << run_dir.string() << "\n";
  return 0;
}

}  // namespace bitbench
