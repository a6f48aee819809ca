// Perft as a family: each implementation is a pair of a flip and a legal-move kernel (named
// <flip>__<moves>), the tree instantiated with both kernels inlined in the pair file of its tier
// (kernels/perft). Checked against the reference pair's counts and timed walking the game tree
// from the start position; one operation is one leaf.

#include <algorithm>

#include "harness/board_text.hpp"
#include "harness/cpu.hpp"
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

// The deepest published count verify checks when it draws at least this many inputs (a
// default verify does; the test suite's scaled-down one checks a shallower tree only).
constexpr std::size_t kPublishedFromCount = 10'000;

struct PerftSpec {
  using Implementation = perft::Implementation;
  static constexpr FamilyFacts kFacts{
      "perft",
      "leaf",
      "DEPTH[,CONVENTION] (from the start position; CONVENTION edax, a124004 or pass_not_ply, "
      "default edax)",
      8,
      kThroughputOnly,
      1};
  static constexpr int kHeadlineSizes[] = {8};
  static constexpr Distribution<NoKey> kDistributions[] = {{"start", {}}};
  static std::span<const Implementation* const> registry() { return perft::implementations(); }
  static std::span<const Listed> listed() { return perft::listed(); }
  static KeyFields key_fields(NoKey) { return {}; }

  // On 8x8, each convention's published count at the first depth where it differs from the
  // others (Edax's and A124004's at 10, the pass that is not a ply at 9), which catches a fault
  // the reference pair shares; with fewer inputs asked for, and at the other sizes, the tree
  // one ply short of the timed depth in each convention, against the reference pair.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    VerifyCases<In> cases;
    if (In::kSide == 8 && request.count >= kPublishedFromCount) {
      for (const auto& [convention, leaves] : perft::kPublishedCounts) {
        const int depth = convention == perft::Convention::kPassNotPly ? 9 : 10;
        cases.inputs.push_back({depth, convention});
        cases.published.push_back(leaves[depth]);
      }
      cases.end_part("the published counts of each convention at depths 10, 10 and 9");
      return cases;
    }
    for (const auto convention :
         {perft::Convention::kEdax, perft::Convention::kA124004, perft::Convention::kPassNotPly}) {
      cases.inputs.push_back({timed_depth(In::kSide) - 1, convention});
    }
    cases.end_part("start position to depth " + std::to_string(timed_depth(In::kSide) - 1) +
                   " in each convention");
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

  // A depth below the one timed, so that one input takes milliseconds, in any convention.
  template <class In>
  static In from_bytes(NoKey, ByteReader& reader) {
    const int depth =
        static_cast<int>(reader.below(static_cast<std::uint32_t>(timed_depth(In::kSide) - 1)));
    return {depth, static_cast<perft::Convention>(reader.below(3))};
  }

  template <class In>
  static std::string draw(const In& in, std::uint64_t expected, std::uint64_t actual) {
    return "  depth " + std::to_string(in.depth) + ", " + perft::field_text(in.convention) +
           "'s convention: " + std::to_string(actual) + " leaves, where " +
           std::to_string(expected) + " are expected\n";
  }

  template <class In>
  static In parse_input(std::string_view text) {
    const std::size_t comma = text.find(',');
    const auto fields = split_fields(text, comma == std::string_view::npos ? 1 : 2);
    In in{static_cast<int>(int_field("DEPTH", fields[0], 0, 16))};
    try {
      if (fields.size() == 2) in.convention = perft::convention_named(fields[1]);
    } catch (const std::invalid_argument& error) {
      throw UsageError(error.what());
    }
    return in;
  }
};

}  // namespace

const Family& perft_family() { return family_of<PerftSpec>(); }

const perft::Implementation* default_perft_pair(int size) {
  for (const std::string_view name : perft::default_pairs()) {
    for (const perft::Implementation* pair : perft::implementations()) {
      if (pair->name == name && cpu().missing(pair->needs).empty() &&
          std::ranges::binary_search(perft_family().sizes(*pair), size)) {
        return pair;
      }
    }
  }
  return nullptr;
}

}  // namespace bitbench
