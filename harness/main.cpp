// The bitbench command line: list, verify, bench, perft and sweep (see README.md). Every bad
// value is refused with exit status 2 and one line saying what is wrong and what is valid.

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <new>

#include "harness/build_info.hpp"
#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/text.hpp"

namespace {

using namespace bitbench;

constexpr std::string_view kCommands = "list, verify, bench, perft, sweep";
// Enough random inputs to take minutes; more would only run out of memory.
constexpr std::size_t kMostInputs = 10'000'000;

// Reads `text` into `value`, a whole number in [least, most]; returns why it is not, or "".
std::string read_number(const std::string& text, std::uint64_t least, std::uint64_t most,
                        std::uint64_t& value) {
  const std::string range = std::to_string(least) + " to " + std::to_string(most);
  errno = 0;
  value = std::strtoull(text.c_str(), nullptr, 10);
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
    return "'" + text + "' is not a whole number from " + range;
  }
  if (errno == ERANGE || value < least || value > most) {
    return text + " is out of range: " + range;
  }
  return "";
}

// Adds the option `name` reading a whole number in [least, most] into `target`.
template <class Number>
CLI::Option* add_number(CLI::App& command, const std::string& name, Number& target,
                        std::uint64_t least, std::uint64_t most, const std::string& what) {
  return command
      .add_option_function<std::string>(
          name,
          [&target, name, least, most](const std::string& text) {
            std::uint64_t value = 0;
            const std::string why = read_number(text, least, most, value);
            if (!why.empty()) throw CLI::ValidationError(name, why);
            target = static_cast<Number>(value);
          },
          what + " (" + std::to_string(least) + " to " + std::to_string(most) + ")")
      ->type_name("N");
}

struct FilterFlags {
  std::string family, implementation;
  std::vector<int> sizes;
  CLI::Option *family_option = nullptr, *implementation_option = nullptr;

  void add_to(CLI::App& command, bool with_sizes = true) {
    family_option =
        command.add_option("--family", family, "Only this kernel family (see `bitbench list`)");
    if (!with_sizes) return;
    implementation_option =
        command.add_option("--impl", implementation, "Only this implementation");
    command.add_option("--size", sizes, "Only these board sizes N (--size 10 12)");
  }

  SelectionFilter filter() const {
    SelectionFilter f;
    if (family_option->count()) f.family = family;
    if (implementation_option && implementation_option->count()) f.implementation = implementation;
    f.sizes = sizes;
    return f;
  }
};

// Returns the command line as one shell-quoted string, for a run's command.txt.
std::string quoted_command_line(int argc, char** argv) {
  std::string line;
  for (int i = 0; i < argc; ++i) {
    std::string word = argv[i];
    if (word.empty() || word.find_first_of(" '\"\\$`*?;&|<>()") != std::string::npos) {
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
    append_item(names, ", ", option->get_name());
  }
  return names;
}

}  // namespace

int main(int argc, char** argv) {
  // Google Benchmark's flags follow `--`: they are split off before the command line is parsed,
  // so that no option of bitbench's can take them for its own values.
  std::vector<std::string> benchmark_flags;
  int own_argc = argc;
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--") {
      benchmark_flags.assign(argv + i + 1, argv + argc);
      own_argc = i;
      break;
    }
  }
  if (own_argc < 2) {
    std::cerr << "bitbench: a command is required; valid commands: " << kCommands
              << " (see bitbench --help)\n";
    return 2;
  }

  CLI::App app{"bitbench: verify and time the bitboard kernels of board-game engines", "bitbench"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("bitbench ") + git_commit() + ", built by " +
                                        build_info().compiler + ", " + build_info().build_type);

  CLI::App& list = *app.add_subcommand(
      "list", "List families and implementations: ISA needed, sizes, and whether they run here");
  FilterFlags list_filter;
  list_filter.add_to(list, false);

  CLI::App& verify = *app.add_subcommand("verify", "Check implementations against the reference");
  FilterFlags verify_filter;
  verify_filter.add_to(verify);
  VerifyOptions verify_options;
  add_number(verify, "--seed", verify_options.request.seed, 0,
             std::numeric_limits<std::uint64_t>::max(), "Seed of the random inputs (default 1)");
  add_number(verify, "--count", verify_options.request.count, 1, kMostInputs,
             "Random inputs to draw (default 100000)");
  verify.add_option("--input", verify_options.request.input,
                    "Check one input only, as printed by a mismatch report");

  CLI::App& bench = *app.add_subcommand(
      "bench", "Time implementations with Google Benchmark; its own flags follow --");
  FilterFlags bench_filter;
  bench_filter.add_to(bench);
  BenchOptions bench_options;
  std::string dist, mode;
  CLI::Option* dist_option =
      bench.add_option("--dist", dist, "Input distribution (default: the family's first)");
  CLI::Option* mode_option =
      bench.add_option("--mode", mode, "throughput or latency (default: both)")
          ->check(CLI::IsMember({"throughput", "latency"}));
  add_number(bench, "--seed", bench_options.seed, 0, std::numeric_limits<std::uint64_t>::max(),
             "Seed of the inputs (default 1)");
  bench.add_flag("--loop-addresses", bench_options.loop_addresses,
                 "Print each benchmark's name and its timed loop's address in the executable "
                 "(for scripts/predict.sh); check and time nothing");

  CLI::App& perft =
      *app.add_subcommand("perft", "Count the game tree from the start position, and time it");
  PerftOptions perft_options;
  std::string perft_flip, perft_moves;
  add_number(perft, "--size", perft_options.size, 1, 16, "Board size N (default 8)");
  add_number(perft, "--depth", perft_options.depth, 0, 20, "Plies to count")->required();
  perft
      .add_option("--convention", perft_options.convention,
                  "How passes and finished games count: edax (a pass is a ply, a finished game no "
                  "leaf; default), a124004 (a finished game is a leaf) or pass_not_ply")
      ->check(CLI::IsMember({"edax", "a124004", "pass_not_ply"}));
  CLI::Option* perft_flip_option = perft.add_option(
      "--flip", perft_flip, "Flip implementation (default: the fastest that runs here)");
  CLI::Option* perft_moves_option = perft.add_option(
      "--moves", perft_moves, "Moves implementation (default: the flip's partner)");

  CLI::App& sweep =
      *app.add_subcommand("sweep", "Verify, then time everything into a new results folder");
  FilterFlags sweep_filter;
  sweep_filter.add_to(sweep);
  SweepOptions sweep_options;
  sweep.add_option("--out", sweep_options.out_dir, "Results folder")->capture_default_str();
  sweep.add_flag("--quick", sweep_options.quick, "Default distribution only, fewer repetitions");
  add_number(sweep, "--seed", sweep_options.seed, 0, std::numeric_limits<std::uint64_t>::max(),
             "Seed of the inputs (default 1)");

  const std::string command = argv[1];
  if (command[0] != '-' &&
      app.get_subcommands([&](CLI::App* sub) { return sub->get_name() == command; }).empty()) {
    std::cerr << "bitbench: unknown command '" << command << "'; valid commands: " << kCommands
              << " (see bitbench --help)\n";
    return 2;
  }
  try {
    app.parse(own_argc, argv);
  } catch (const CLI::ParseError& error) {
    if (error.get_exit_code() == 0) return app.exit(error);
    std::cerr << "bitbench: " << error.what();
    if (dynamic_cast<const CLI::ExtrasError*>(&error)) {
      std::cerr << "; valid options: " << valid_options(app);
    }
    std::cerr << " (see bitbench " << command << " --help)\n";
    return 2;
  }
  if (!benchmark_flags.empty() && !bench.parsed()) {
    std::cerr << "bitbench: only bench takes Google Benchmark flags after --\n";
    return 2;
  }

  try {
    cpu();  // a bad BITBENCH_ISA is reported before any work
    if (list.parsed()) return list_command(list_filter.filter(), std::cout);
    if (verify.parsed()) {
      verify_options.filter = verify_filter.filter();
      return verify_command(verify_options, std::cout);
    }
    if (bench.parsed()) {
      bench_options.filter = bench_filter.filter();
      if (dist_option->count()) bench_options.distribution = dist;
      if (mode_option->count()) {
        bench_options.mode = mode == "latency" ? Mode::kLatency : Mode::kThroughput;
      }
      bench_options.benchmark_flags = benchmark_flags;
      return bench_command(argv[0], bench_options, std::cout);
    }
    if (perft.parsed()) {
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
  } catch (const std::bad_alloc&) {
    std::cerr << "bitbench: out of memory; ask for fewer inputs (--count)\n";
    return 1;
  } catch (const std::exception& error) {
    std::cerr << "bitbench: " << error.what() << "\n";
    return 1;
  }
}
