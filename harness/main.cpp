// The bitbench command line: list, verify, bench and sweep (see README.md).

#include <CLI/CLI.hpp>
#include <iostream>

#include "harness/commands.hpp"
#include "harness/cpu.hpp"

namespace {

using namespace bitbench;

struct FilterFlags {
  std::string family, implementation;
  std::vector<int> sizes;
  CLI::Option *family_option = nullptr, *implementation_option = nullptr;

  void add_to(CLI::App& command) {
    family_option =
        command.add_option("--family", family, "Only this kernel family (see `bitbench list`)");
    implementation_option =
        command.add_option("--impl", implementation, "Only this implementation");
    command.add_option("--size", sizes, "Only these board sizes N (--size 10 12)");
  }

  SelectionFilter filter() const {
    SelectionFilter f;
    if (family_option->count()) f.family = family;
    if (implementation_option->count()) f.implementation = implementation;
    f.sizes = sizes;
    return f;
  }
};

// Returns the command line as one shell-quoted string, for a run's command.txt.
std::string quoted_command_line(int argc, char** argv) {
  std::string line;
  for (int i = 0; i < argc; ++i) {
    std::string word = argv[i];
    const bool plain =
        word.find_first_of(" '\"\\$`*?;&|<>()") == std::string::npos && !word.empty();
    if (!plain) {
      std::string quoted = "'";
      for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
      word = quoted + "'";
    }
    line += (i ? " " : "") + word;
  }
  return line;
}

// Returns the options of the subcommand the user chose, for a message about a bad flag.
std::string valid_options(const CLI::App& app) {
  const CLI::App* chosen = &app;
  for (const CLI::App* sub : app.get_subcommands()) chosen = sub;
  std::string names;
  for (const CLI::Option* option : chosen->get_options()) {
    if (option->get_name().empty() || option->get_positional()) continue;
    names += (names.empty() ? "" : ", ") + option->get_name();
  }
  return names;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"bitbench: verify and time the bitboard kernels of board-game engines", "bitbench"};
  app.require_subcommand(1);

  app.add_subcommand(
      "list", "List families and implementations: ISA needed, sizes, and whether they run here");

  CLI::App& verify = *app.add_subcommand("verify", "Check implementations against the reference");
  FilterFlags verify_filter;
  verify_filter.add_to(verify);
  VerifyOptions verify_options;
  verify.add_option("--seed", verify_options.request.seed, "Seed of the random inputs")
      ->capture_default_str();
  verify.add_option("--count", verify_options.request.count, "Random positions to draw")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  verify.add_option("--input", verify_options.request.input,
                    "Check one input only, as printed by a mismatch report");

  CLI::App& bench = *app.add_subcommand("bench", "Time implementations with Google Benchmark");
  FilterFlags bench_filter;
  bench_filter.add_to(bench);
  BenchOptions bench_options;
  std::string dist, mode;
  CLI::Option* dist_option =
      bench.add_option("--dist", dist, "Input distribution (default: the family's first)");
  CLI::Option* mode_option =
      bench.add_option("--mode", mode, "throughput or latency (default: both)")
          ->check(CLI::IsMember({"throughput", "latency"}));
  bench.add_option("--seed", bench_options.seed, "Seed of the inputs")->capture_default_str();
  bench.add_option("benchmark_flags", bench_options.benchmark_flags,
                   "Google Benchmark flags, after --, e.g. -- --benchmark_out=FILE");

  CLI::App& perft =
      *app.add_subcommand("perft", "Count the game tree from the start position, and time it");
  PerftOptions perft_options;
  std::string perft_flip, perft_moves;
  perft.add_option("--size", perft_options.size, "Board size N")->capture_default_str();
  perft.add_option("--depth", perft_options.depth, "Plies to count")
      ->required()
      ->check(CLI::Range(0, 20));
  CLI::Option* perft_flip_option = perft.add_option(
      "--flip", perft_flip, "Flip implementation (default: the fastest that runs here)");
  CLI::Option* perft_moves_option = perft.add_option(
      "--moves", perft_moves, "Moves implementation (default: the fastest that runs here)");

  CLI::App& sweep =
      *app.add_subcommand("sweep", "Verify, then time everything into a new results folder");
  FilterFlags sweep_filter;
  sweep_filter.add_to(sweep);
  SweepOptions sweep_options;
  sweep.add_option("--out", sweep_options.out_dir, "Results folder")->capture_default_str();
  sweep.add_flag("--quick", sweep_options.quick, "Default distribution only, fewer repetitions");
  sweep.add_option("--seed", sweep_options.seed, "Seed of the inputs")->capture_default_str();

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error);
    std::cerr << "bitbench: " << error.what() << "; valid options: " << valid_options(app)
              << " (see --help)\n";
    return 2;
  }

  try {
    cpu();  // a bad BITBENCH_ISA is reported before any work
    if (app.got_subcommand("list")) return list_command(std::cout);
    if (app.got_subcommand("verify")) {
      verify_options.filter = verify_filter.filter();
      return verify_command(verify_options, std::cout);
    }
    if (app.got_subcommand("bench")) {
      bench_options.filter = bench_filter.filter();
      if (dist_option->count()) bench_options.distribution = dist;
      if (mode_option->count())
        bench_options.mode = mode == "latency" ? Mode::kLatency : Mode::kThroughput;
      return bench_command(argv[0], bench_options, std::cout);
    }
    if (app.got_subcommand("perft")) {
      if (perft_flip_option->count()) perft_options.flip = perft_flip;
      if (perft_moves_option->count()) perft_options.moves = perft_moves;
      return perft_command(perft_options, std::cout);
    }
    sweep_options.filter = sweep_filter.filter();
    sweep_options.command_line = quoted_command_line(argc, argv);
    return sweep_command(argv[0], sweep_options, std::cout);
  } catch (const UsageError& error) {
    std::cerr << "bitbench: " << error.what() << "\n";
    return 2;
  } catch (const BadIsaMask& error) {
    std::cerr << "bitbench: " << error.what() << "\n";
    return 2;
  }
}
