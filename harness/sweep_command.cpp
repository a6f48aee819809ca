// `bitbench sweep`: verify everything, then time every implementation on every size, input
// distribution and mode, into a new folder results/<cpu-slug>/<run-id>/. The run is written
// under a hidden temporary name and renamed when complete, so an interrupted sweep leaves no
// half run behind, and no earlier run is ever overwritten.

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "harness/benchmark_runner.hpp"
#include "harness/build_info.hpp"
#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/run_context.hpp"

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

}  // namespace

int sweep_command(const std::string& program, const SweepOptions& options, std::ostream& out) {
  const auto selections = select(options.filter);
  const std::string run_id = new_run_id(options.quick);
  const fs::path run_dir = fs::path(options.out_dir) / cpu().slug() / run_id;
  const fs::path partial_dir = run_dir.parent_path() / ("." + run_id + ".partial");
  if (fs::exists(run_dir)) throw UsageError("run folder " + run_dir.string() + " already exists");
  fs::create_directories(partial_dir);
  write_file(partial_dir / "command.txt", options.command_line + "\n");

  std::ostringstream verify_log;
  VerifyOptions verify{options.filter, {options.seed, options.quick ? 20'000u : 100'000u, ""}};
  const int verify_status = verify_command(verify, verify_log);
  write_file(partial_dir / "verify.txt", verify_log.str());
  out << verify_log.str();
  if (verify_status != 0) {
    out << "sweep stopped: verify failed; its log is in " << partial_dir.string()
        << "/verify.txt\n";
    return verify_status;
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
  add_to_benchmark_context(run_context(run_id, options.quick ? "quick" : "full"));
  run_registered(
      program,
      {"--benchmark_out=" + (partial_dir / "bench.json").string(), "--benchmark_out_format=json",
       options.quick ? "--benchmark_repetitions=3" : "--benchmark_repetitions=5",
       options.quick ? "--benchmark_min_time=0.02" : "--benchmark_min_time=0.1"});
  if (fs::exists(run_dir))
    throw UsageError("run folder " + run_dir.string() + " appeared meanwhile");
  fs::rename(partial_dir, run_dir);
  out << "run written to " << run_dir.string() << "\n";
  return 0;
}

}  // namespace bitbench
