// `bitbench perft`: count the game tree from the start position with a chosen pair of flip
// and legal-move implementations, and time it.

#include <chrono>
#include <cstdio>

#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/perft.hpp"
#include "harness/perft_pairs.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {

int perft_command(const PerftOptions& options, std::ostream& out) {
  const auto& flip = options.flip
                         ? find_implementation(flip::implementations(), *options.flip, "flip")
                         : fastest_supported(flip::implementations(), options.size);
  const auto& moves = options.moves
                          ? find_implementation(moves::implementations(), *options.moves, "moves")
                          : fastest_supported(moves::implementations(), options.size);
  for (const std::string& why : {cpu().missing(flip.needs), cpu().missing(moves.needs)}) {
    if (!why.empty()) throw UsageError("cannot run here: " + why);
  }
  const auto start = std::chrono::steady_clock::now();
  const PerftCount count = perft(options.size, options.depth, flip, moves);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char line[256];
  std::snprintf(line, sizeof line,
                "perft n:%d depth:%d flip:%.*s moves:%.*s\nleaves: %llu\ntime: %.3f s\n"
                "leaves per second: %.1f M (%llu nodes above the last ply, %.1f M per second)\n",
                options.size, options.depth, static_cast<int>(flip.name.size()), flip.name.data(),
                static_cast<int>(moves.name.size()), moves.name.data(),
                static_cast<unsigned long long>(count.leaves), seconds,
                count.leaves / seconds / 1e6, static_cast<unsigned long long>(count.nodes),
                count.nodes / seconds / 1e6);
  out << line;
  return 0;
}

}  // namespace bitbench
