// Perft as a family: each implementation is a pair of a flip and a legal-move kernel (named
// <flip>__<moves>), the tree instantiated with both kernels inlined in the pair file of its tier
// (kernels/perft). Checked against the reference pair's counts and timed walking the game tree
// from the start position; one operation is one leaf.

#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/perft/perft.hpp"

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

struct PerftSpec {
  using Implementation = perft::Implementation;
  static constexpr FamilyFacts kFacts{
      "perft", "leaf",          "DEPTH (perft always counts from the start position)",
      8,       kThroughputOnly, 1};
  static constexpr int kHeadlineSizes[] = {8};
  static constexpr Distribution<NoKey> kDistributions[] = {{"start", {}}};
  static std::span<const Implementation* const> registry() { return perft::implementations(); }
  static std::span<const Listed> listed() { return perft::listed(); }
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

const Family& perft_family() { return family_of<PerftSpec>(); }

}  // namespace bitbench
