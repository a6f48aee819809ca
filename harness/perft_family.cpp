#include "harness/perft_family.hpp"

#include <benchmark/benchmark.h>

#include <chrono>

#include "harness/board_sizes.hpp"
#include "harness/loops_check.hpp"
#include "harness/perft.hpp"
#include "harness/perft_pairs.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

constexpr std::string_view kSeparator = "__";

// The depth timed at each size: a few hundred thousand to a few million leaves.
int timed_depth(int size) {
  switch (size) {
    case 4:
      return 12;
    case 6:
      return 8;
    case 8:
      return 8;
    case 10:
      return 6;
    default:
      return 5;
  }
}

std::string pair_name(const PerftPair& pair) {
  return std::string(pair.flip->name) + std::string(kSeparator) + std::string(pair.moves->name);
}

PerftPair parse_pair(const std::string& name) {
  const auto cut = name.find(kSeparator);
  if (cut == std::string::npos) throw UsageError("perft implementations are named <flip>__<moves>");
  return {&find_implementation(flip::implementations(), name.substr(0, cut), "flip"),
          &find_implementation(moves::implementations(), name.substr(cut + kSeparator.size()),
                               "moves")};
}

PerftPair reference_pair() {
  return {&find_reference(flip::implementations()), &find_reference(moves::implementations())};
}

}  // namespace

std::vector<ImplementationInfo> PerftFamily::implementations() const {
  std::vector<ImplementationInfo> out;
  const auto add = [&](const PerftPair& pair, int size, Role role) {
    const std::string name = pair_name(pair);
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& i) { return i.name == name; });
    if (it == out.end()) {
      out.push_back({name,
                     "perft with flip/" + std::string(pair.flip->name) + " and moves/" +
                         std::string(pair.moves->name),
                     pair.flip->needs | pair.moves->needs,
                     {},
                     role});
      it = out.end() - 1;
    }
    it->sizes.push_back(size);
  };
  for (int size : kOthelloSizes) {
    add(reference_pair(), size, Role::kReference);
    for (const auto& pair : perft_pairs(size)) {
      if (pair.flip != reference_pair().flip || pair.moves != reference_pair().moves) {
        add(pair, size, Role::kKernel);
      }
    }
  }
  return out;
}

std::string_view PerftFamily::input_syntax() const {
  return "none (perft always counts from the start position)";
}

bool PerftFamily::verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
                         std::ostream& log) const {
  if (!request.input.empty())
    throw UsageError("perft takes no --input: it always counts from the start position");
  const auto start = std::chrono::steady_clock::now();
  const PerftPair pair = parse_pair(impl.name);
  const PerftPair reference = reference_pair();
  const int depth = timed_depth(size) - 1;
  const std::uint64_t expected = perft(size, depth, *reference.flip, *reference.moves).leaves;
  const std::uint64_t actual = perft(size, depth, *pair.flip, *pair.moves).leaves;
  if (actual != expected) {
    log << "MISMATCH perft/" << impl.name << " n:" << size << " depth " << depth << ": " << actual
        << " leaves, the reference pair counts " << expected
        << "\nreproduce: bitbench perft --size " << size << " --depth " << depth << " --flip "
        << pair.flip->name << " --moves " << pair.moves->name << "\n";
  }
  write_verify_summary(
      log, {"perft", impl.name, size, request.seed}, actual != expected, 1,
      "perft to depth " + std::to_string(depth) + ", " + std::to_string(expected) + " leaves",
      start);
  return actual == expected;
}

bool PerftFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  const PerftPair pair = parse_pair(request.implementation);
  const int size = request.size, depth = timed_depth(size);
  const PerftPair reference = reference_pair();
  const std::uint64_t leaves = perft(size, depth - 2, *pair.flip, *pair.moves).leaves;
  if (leaves != perft(size, depth - 2, *reference.flip, *reference.moves).leaves) {
    log << "not timing perft/" << request.implementation << " n:" << size
        << ": its count disagrees with the reference pair\n";
    return false;
  }
  benchmark::RegisterBenchmark(
      benchmark_name(*this, request).c_str(), [pair, size, depth](benchmark::State& state) {
        std::uint64_t leaves = 0;
        for (auto _ : state) {
          leaves = perft(size, depth, *pair.flip, *pair.moves).leaves;
          benchmark::DoNotOptimize(leaves);
        }
        state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * leaves));
        state.counters["depth"] = depth;
        state.counters["leaves"] = static_cast<double>(leaves);
      });
  return true;
}

}  // namespace bitbench
