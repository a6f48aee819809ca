#pragma once
// The bitbench subcommands. Each returns the process exit status: 0 on success, 1 when a
// kernel disagrees with the reference, 2 for bad input (thrown as UsageError).

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "harness/families.hpp"

namespace bitbench {

// Lists the CPU, then each family (or the one the filter names) with its implementations.
int list_command(const SelectionFilter& filter, std::ostream& out);

struct VerifyOptions {
  SelectionFilter filter;
  VerifyRequest request;
};
int verify_command(const VerifyOptions& options, std::ostream& out);

struct BenchOptions {
  SelectionFilter filter;
  std::optional<std::string> distribution;  // every family's default when unset
  std::optional<Mode> mode;                 // both when unset
  std::uint64_t seed = 1;
  std::vector<std::string> benchmark_flags;  // passed to Google Benchmark as they are
  bool loop_addresses = false;  // print each benchmark's timed loop address, time nothing
};
int bench_command(const std::string& program, const BenchOptions& options, std::ostream& out);

struct PerftOptions {
  int size = 8;
  int depth = 0;
  std::optional<std::string> flip;   // the fastest this CPU runs when unset
  std::optional<std::string> moves;  // likewise
  std::string convention = "edax";   // perft::kConventionNames
};
int perft_command(const PerftOptions& options, std::ostream& out);

struct SweepOptions {
  SelectionFilter filter;
  std::string out_dir = "results";
  bool quick = false;
  std::uint64_t seed = 1;
  std::string command_line;  // recorded in command.txt
};
int sweep_command(const std::string& program, const SweepOptions& options, std::ostream& out);

}  // namespace bitbench
