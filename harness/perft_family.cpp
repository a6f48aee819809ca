// Perft as a family: each implementation is a pair of a flip and a legal-move implementation
// (named <flip>__<moves>), the tree instantiated with both kernels inlined in the kernel file of
// one of them (kernels/perft/perft.hpp). The pairs come from the two registries: each kernel
// with the partner of its tier. Checked against the reference pair's counts and timed walking
// the game tree from the start position; one operation is one leaf.

#include <deque>

#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/flip/flip.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {
namespace {

// The depth timed at each size: a few hundred thousand to a few million leaves.
int timed_depth(int side) {
  switch (side) {
    case 4:
      return 12;
    case 6:
    case 8:
      return 8;
    case 10:
      return 6;
    default:
      return 5;
  }
}

// The pairs of the flip and moves registries, built once.
class PerftPairs {
 public:
  PerftPairs() {
    for (const flip::Implementation* flip : flip::implementations()) {
      for (const perft::PairedEntry& paired : flip->perft) {
        add(*flip, find(moves::implementations(), paired.partner), paired.entry, true);
      }
    }
    for (const moves::Implementation* moves : moves::implementations()) {
      for (const perft::PairedEntry& paired : moves->perft) {
        add(find(flip::implementations(), paired.partner), *moves, paired.entry, false);
      }
    }
    for (const auto& pair : pairs_) list_.push_back(&pair.implementation);
  }

  std::span<const perft::Implementation* const> list() const { return list_; }

 private:
  struct Pair {
    std::string name, description;
    std::vector<perft::Entry> entries;
    perft::Implementation implementation;
  };

  template <class Registry>
  static const ImplementationInfo& find(const Registry& registry, std::string_view name) {
    for (const auto* impl : registry) {
      if (impl->name == name) return *impl;
    }
    throw std::logic_error("perft partner " + std::string(name) + " is not registered");
  }

  // Adds the entry to the pair's implementation; a pair that both kernel files instantiate
  // keeps the flip side's.
  void add(const ImplementationInfo& flip, const ImplementationInfo& moves,
           const perft::Entry& entry, bool from_flip) {
    const std::string name = std::string(flip.name) + "__" + std::string(moves.name);
    auto pair =
        std::find_if(pairs_.begin(), pairs_.end(), [&](const Pair& p) { return p.name == name; });
    if (pair == pairs_.end()) {
      const bool reference = flip.role == Role::kReference && moves.role == Role::kReference;
      pair = pairs_.insert(pairs_.end(), {name,
                                          "perft with flip/" + std::string(flip.name) +
                                              " and moves/" + std::string(moves.name),
                                          {},
                                          {}});
      pair->implementation = {{pair->name, pair->description, flip.needs | moves.needs,
                               reference ? Role::kReference : Role::kKernel},
                              {}};
    } else if (!from_flip) {
      for (const perft::Entry& e : pair->entries) {
        if (e.size == entry.size) return;
      }
    }
    pair->entries.push_back(entry);
    pair->implementation.entries = pair->entries;
  }

  std::deque<Pair> pairs_;  // a deque: the names the implementations view stay in place
  std::vector<const perft::Implementation*> list_;
};

struct PerftSpec {
  using Implementation = perft::Implementation;
  static constexpr FamilyFacts kFacts{
      "perft", "leaf", "DEPTH (perft always counts from the start position)", 8, kThroughputOnly};
  static constexpr int kHeadlineSizes[] = {8};
  static constexpr Distribution<NoKey> kDistributions[] = {{"start", {}}};
  static std::span<const Implementation* const> registry() { return perft_pairs(); }
  static KeyFields key_fields(NoKey) { return {}; }

  // The tree one ply short of the timed depth.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest&,
                                      const KernelLoops<In, typename In::Output>& reference) {
    const In depth{timed_depth(In::kSide) - 1};
    VerifyCases<In> cases{{depth}, {}};
    cases.end_part("start position to depth " + std::to_string(depth.depth) + " (" +
                   std::to_string(reference.single(depth)) + " leaves)");
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(NoKey, NoKey, std::uint64_t) {
    return {{timed_depth(In::kSide)}};
  }

  // One run of the tree counts its leaves; the depth and the count are recorded.
  template <class In>
  static BenchCounters bench_counters(const perft::Entry&, const std::vector<In>& inputs,
                                      const std::vector<std::uint64_t>& leaves) {
    return {static_cast<std::int64_t>(leaves.front()),
            {{"depth", inputs.front().depth}, {"leaves", static_cast<double>(leaves.front())}}};
  }

  // A depth below the one timed, so that one input takes milliseconds.
  template <class In>
  static In from_bytes(NoKey, ByteReader& reader) {
    return {static_cast<int>(reader.below(static_cast<std::uint32_t>(timed_depth(In::kSide) - 1)))};
  }

  template <class In>
  static std::string draw(const In& in, std::uint64_t expected, std::uint64_t actual) {
    return "  depth " + std::to_string(in.depth) + ": " + std::to_string(actual) +
           " leaves, the reference pair counts " + std::to_string(expected) + "\n";
  }

  template <class In>
  static In parse_input(std::string_view text) {
    return {static_cast<int>(int_field("DEPTH", split_fields(text, 1)[0], 0, 16))};
  }
};

}  // namespace

std::span<const perft::Implementation* const> perft_pairs() {
  static const PerftPairs pairs;
  return pairs.list();
}

const Family& perft_family() { return family_of<PerftSpec>(); }

}  // namespace bitbench
