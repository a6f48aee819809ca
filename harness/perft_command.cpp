// `bitbench perft`: count the game tree from the start position ply by ply, with a pair of flip
// and legal-move implementations, and time each ply as Edax's count does.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <functional>

#include "harness/commands.hpp"
#include "harness/cpu.hpp"
#include "harness/families.hpp"
#include "kernels/flip/flip.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {
namespace {

// The plies below a ply that takes longer than this get an estimate before they start.
constexpr double kEstimatedAbove = 60;

// Ctrl-C: every finished ply is already printed; say so and leave.
extern "C" void stop_on_interrupt(int) {
  constexpr char kMessage[] = "\nperft: interrupted; the plies above are complete\n";
  [[maybe_unused]] const auto written = write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
  _exit(130);
}

// Returns the loops of `impl` at side N, of the family's Input<N>.
template <template <int> class Input, int N, class Impl>
const KernelLoops<Input<N>, typename Input<N>::Output>& loops_at(const Impl& impl) {
  for (const auto& entry : impl.entries) {
    if (entry.size == N)
      return std::get<KernelLoops<Input<N>, typename Input<N>::Output>>(entry.loops);
  }
  throw std::logic_error(std::string(impl.name) + " has no size " + std::to_string(N));
}

// Returns a counter of leaves at a depth: the registered pair's tree with both kernels inlined,
// or, for a pair no kernel file instantiates, a tree calling the two kernels' single calls.
template <int N>
std::function<std::uint64_t(int)> leaf_counter(const perft::Implementation* pair,
                                               const flip::Implementation& flip,
                                               const moves::Implementation& moves) {
  using Board = typename SquareBoard<N>::Board;
  if (pair)
    return [tree = &loops_at<perft::Input, N>(*pair)](int depth) { return tree->single({depth}); };
  const auto* flips = &loops_at<flip::Input, N>(flip);
  const auto* legal = &loops_at<moves::Input, N>(moves);
  return [=](int depth) {
    return perft::leaves<N>(
        [=](const Board& own, const Board& opp, int sq) {
          return flips->single({own, opp, sq});
        },
        [=](const Board& own, const Board& opp) {
          return legal->single({own, opp});
        },
        depth);
  };
}

}  // namespace

// Returns the partner of `impl` in its perft tree of size `size`, or "" when it has none.
template <class Impl>
std::string_view partner_at(const Impl& impl, int size) {
  for (const perft::PairedEntry& paired : impl.perft) {
    if (paired.entry.size == size) return paired.partner;
  }
  return "";
}

// Returns the last implementation of the family (the fastest known) that runs here at `size`.
const ImplementationInfo& fastest_at(const Family& family, int size) {
  const ImplementationInfo* fastest = nullptr;
  for (const ImplementationInfo* impl : family.implementations()) {
    const auto sizes = family.sizes(*impl);
    if (impl->role != Role::kNull && cpu().missing(impl->needs).empty() &&
        std::find(sizes.begin(), sizes.end(), size) != sizes.end()) {
      fastest = impl;
    }
  }
  if (!fastest) throw UsageError("no " + std::string(family.name()) + " implementation runs here");
  return *fastest;
}

int perft_command(const PerftOptions& options, std::ostream& out) {
  const int size = options.size;
  const Family& family = perft_family();
  std::vector<int> sizes;
  for (const ImplementationInfo* pair : family.implementations()) {
    for (int n : family.sizes(*pair)) sizes.push_back(n);
  }
  std::sort(sizes.begin(), sizes.end());
  if (!std::binary_search(sizes.begin(), sizes.end(), size)) {
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    throw UsageError("perft has no board of size " + std::to_string(size) +
                     "; valid sizes: " + joined(sizes, [](int n) { return std::to_string(n); }));
  }
  // Unnamed, the flip is the fastest that runs here and the moves its partner, or the other way.
  const auto as_flip = [](const ImplementationInfo& impl) -> const flip::Implementation& {
    return static_cast<const flip::Implementation&>(impl);
  };
  const auto as_moves = [](const ImplementationInfo& impl) -> const moves::Implementation& {
    return static_cast<const moves::Implementation&>(impl);
  };
  const flip::Implementation* flip =
      options.flip ? &as_flip(find_implementation(flip_family(), *options.flip)) : nullptr;
  const moves::Implementation* moves =
      options.moves ? &as_moves(find_implementation(moves_family(), *options.moves)) : nullptr;
  if (!flip && moves && !partner_at(*moves, size).empty()) {
    flip = &as_flip(find_implementation(flip_family(), partner_at(*moves, size)));
  }
  if (!flip) flip = &as_flip(fastest_at(flip_family(), size));
  if (!moves && !partner_at(*flip, size).empty()) {
    moves = &as_moves(find_implementation(moves_family(), partner_at(*flip, size)));
  }
  if (!moves) moves = &as_moves(fastest_at(moves_family(), size));
  for (const auto& [impl, of] :
       {std::pair<const ImplementationInfo*, const Family*>{flip, &flip_family()},
        {moves, &moves_family()}}) {
    const auto impl_sizes = of->sizes(*impl);
    if (!std::binary_search(impl_sizes.begin(), impl_sizes.end(), size)) {
      throw UsageError(std::string(of->name()) + "/" + std::string(impl->name) + " has no size " +
                       std::to_string(size) + "; its sizes: " +
                       joined(impl_sizes, [](int n) { return std::to_string(n); }));
    }
    const std::string why = cpu().missing(impl->needs);
    if (!why.empty()) {
      throw UsageError(std::string(of->name()) + "/" + std::string(impl->name) +
                       " cannot run here: " + why);
    }
  }
  const std::string pair_name = std::string(flip->name) + "__" + std::string(moves->name);
  const perft::Implementation* pair = nullptr;
  for (const perft::Implementation* candidate : perft_pairs()) {
    if (candidate->name == pair_name) pair = candidate;
  }

  const std::function<std::uint64_t(int)> count = [&] {
    switch (options.size) {
      case 4:
        return leaf_counter<4>(pair, *flip, *moves);
      case 6:
        return leaf_counter<6>(pair, *flip, *moves);
      case 8:
        return leaf_counter<8>(pair, *flip, *moves);
      case 10:
        return leaf_counter<10>(pair, *flip, *moves);
      case 12:
        return leaf_counter<12>(pair, *flip, *moves);
      case 14:
        return leaf_counter<14>(pair, *flip, *moves);
      default:
        return leaf_counter<16>(pair, *flip, *moves);
    }
  }();
  std::signal(SIGINT, stop_on_interrupt);
  out << "perft n:" << size << " flip:" << flip->name << " moves:" << moves->name
      << (pair ? " (the registered pair, kernels inlined)"
               : " (kernels called through their loops)")
      << std::endl;
  double previous = 0, total = 0;
  for (int depth = 1; depth <= options.depth; ++depth) {
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t leaves = count(depth);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total += seconds;
    char line[160];
    std::snprintf(line, sizeof line, "depth %2d: %20llu leaves in %9.3f s (%.1f M leaves/s)", depth,
                  static_cast<unsigned long long>(leaves), seconds,
                  leaves / std::max(seconds, 1e-9) / 1e6);
    out << line << std::endl;
    const double next = previous > 0 ? seconds * (seconds / previous) : 0;
    if (depth < options.depth && next > kEstimatedAbove) {
      std::snprintf(line, sizeof line,
                    "depth %2d: about %.0f s, from the growth of the plies above", depth + 1, next);
      out << line << std::endl;
    }
    previous = seconds;
  }
  char line[64];
  std::snprintf(line, sizeof line, "total: %.3f s", total);
  out << line << "\n";
  return 0;
}

}  // namespace bitbench
