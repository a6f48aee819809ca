// `bitbench perft`: count the game tree from the start position ply by ply with a registered
// pair of flip and legal-move kernels (both inlined in the tree), and time each ply as Edax's
// count does.

#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>

#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/families.hpp"
#include "kernels/perft/perft.hpp"

namespace bitbench {
namespace {

// A ply that would take longer than this gets an estimate before it starts.
constexpr double kEstimatedAbove = 60;

// Ctrl-C: every finished ply is printed already; say so and leave.
extern "C" void stop_on_interrupt(int) {
  constexpr char kMessage[] = "\nperft: interrupted; the plies above are complete\n";
  [[maybe_unused]] const auto written = write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
  _exit(130);
}

// Returns the pair to count with: the first pair of the flip named by --flip, or of the moves
// named by --moves, or of both; with neither, the first of perft's default pairs that runs here.
const perft::Implementation& chosen_pair(const PerftOptions& options) {
  const Family& perft = perft_family();
  if (options.flip) find_implementation(flip_family(), *options.flip);
  if (options.moves) find_implementation(moves_family(), *options.moves);
  std::vector<int> sizes;
  std::vector<const perft::Implementation*> at_size;
  for (const perft::Implementation* pair : perft::implementations()) {
    const auto pair_sizes = perft.sizes(*pair);
    sizes.insert(sizes.end(), pair_sizes.begin(), pair_sizes.end());
    if (std::binary_search(pair_sizes.begin(), pair_sizes.end(), options.size)) {
      at_size.push_back(pair);
    }
  }
  if (at_size.empty()) {
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    throw UsageError("perft has no board of size " + std::to_string(options.size) +
                     "; valid sizes: " + joined(sizes, [](int n) { return std::to_string(n); }));
  }
  if (!options.flip && !options.moves) {
    if (const perft::Implementation* pair = default_perft_pair(options.size)) return *pair;
  }
  const std::string flip = options.flip ? *options.flip + "__" : "";
  const std::string moves = options.moves ? "__" + *options.moves : "";
  for (const perft::Implementation* pair : at_size) {
    if (pair->name.starts_with(flip) && pair->name.ends_with(moves)) return *pair;
  }
  throw UsageError("no perft pair of flip/" + options.flip.value_or("*") + " and moves/" +
                   options.moves.value_or("*") + " at n:" + std::to_string(options.size) +
                   "; the pairs there: " +
                   joined(at_size, [](const perft::Implementation* p) { return p->name; }));
}

}  // namespace

int perft_command(const PerftOptions& options, std::ostream& out) {
  const perft::Implementation& pair = chosen_pair(options);
  const std::string why = cpu().missing(pair.needs);
  if (!why.empty())
    throw UsageError("perft/" + std::string(pair.name) + " cannot run here: " + why);
  const perft::Convention convention = perft::convention_named(options.convention);
  const auto count = [&](int depth) {
    for (const perft::Entry& entry : pair.entries) {
      if (entry.size == options.size) {
        return std::visit(
            [&](const auto& loops) {
              return loops.single({depth, convention});
            },
            entry.loops);
      }
    }
    return std::uint64_t{0};
  };
  std::signal(SIGINT, stop_on_interrupt);
  out << "perft n:" << options.size << " " << pair.name << " (" << pair.description << "), "
      << options.convention << "'s convention" << std::endl;
  double previous = 0, total = 0;
  char line[160];
  for (int depth = 1; depth <= options.depth; ++depth) {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t leaves = count(depth);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total += seconds;
    std::snprintf(line, sizeof line, "depth %2d: %20llu leaves in %9.3f s (%.1f M leaves/s)", depth,
                  static_cast<unsigned long long>(leaves), seconds,
                  leaves / std::max(seconds, 1e-9) / 1e6);
    out << line << std::endl;
    const double next = previous > 0 ? seconds * seconds / previous : 0;
    if (depth < options.depth && next > kEstimatedAbove) {
      std::snprintf(line, sizeof line,
                    "depth %2d: about %.0f s, from the growth of the plies above", depth + 1, next);
      out << line << std::endl;
    }
    previous = seconds;
  }
  std::snprintf(line, sizeof line, "total: %.3f s\n", total);
  out << line;
  return 0;
}

}  // namespace bitbench
