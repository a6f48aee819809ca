#pragma once
// What every family does with an implementation's loops: check them against expected
// outputs, and register them with Google Benchmark.

#include <benchmark/benchmark.h>

#include <chrono>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "harness/family.hpp"
#include "kernels/core/batch_loops.hpp"

namespace bitbench {

// Returns "" when the throughput loop and the latency chain agree with the single calls'
// `expected` outputs, or which loop disagrees.
template <class Input, class Output>
std::string check_batch_loops(const KernelLoops<Input, Output>& loops,
                              const std::vector<Input>& inputs,
                              const std::vector<Output>& expected) {
  if (inputs.empty()) return "";
  Output folded{};
  for (const Output& e : expected) folded ^= e;
  if (!(loops.throughput(inputs.data(), inputs.size()) == folded)) {
    return "its throughput loop disagrees with its single call";
  }
  if (!(loops.latency(inputs.data(), inputs.size(), Output{}) == expected.back())) {
    return "its latency chain disagrees with its single call";
  }
  return "";
}

// Checks `loops` on every input: writes report(i, actual) to `log` for the first few
// mismatches, then, when every single call agrees, checks the throughput loop and the latency
// chain. Returns the number of mismatches (a disagreeing loop counts as one).
template <class Input, class Output, class Report>
std::size_t verify_loops(const KernelLoops<Input, Output>& loops, const std::vector<Input>& inputs,
                         const std::vector<Output>& expected, Report report, std::ostream& log) {
  constexpr std::size_t kReported = 3;
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const Output actual = loops.single(inputs[i]);
    if (actual == expected[i]) continue;
    if (++mismatches <= kReported) log << report(i, actual);
  }
  if (mismatches > 0) return mismatches;
  const std::string loop_error = check_batch_loops(loops, inputs, expected);
  if (loop_error.empty()) return 0;
  log << "MISMATCH: " << loop_error << "\n";
  return 1;
}

struct VerifiedCase {
  std::string_view family;
  std::string_view implementation;
  int size;
  std::uint64_t seed;
};

// Writes verify's one-line summary of an implementation at one size.
void write_verify_summary(std::ostream& log, const VerifiedCase& what, std::size_t mismatches,
                          std::size_t cases, const std::string& breakdown,
                          std::chrono::steady_clock::time_point start);

// The inputs a benchmark is timed on, and the reference's outputs for them.
template <class Input, class Output>
struct BenchData {
  std::shared_ptr<const std::vector<Input>> inputs;
  std::vector<Output> expected;
};

// Returns the bench data of (distribution, size, seed): the inputs from make_inputs() and the
// outputs of `reference`, made at the first request and kept, since every implementation of
// a family is timed on the same inputs.
template <class Input, class Output, class MakeInputs>
const BenchData<Input, Output>& shared_bench_data(const std::string& distribution, int size,
                                                  std::uint64_t seed,
                                                  const KernelLoops<Input, Output>& reference,
                                                  MakeInputs make_inputs) {
  static std::map<std::tuple<std::string, int, std::uint64_t>, BenchData<Input, Output>> made;
  auto [entry, inserted] = made.try_emplace({distribution, size, seed});
  BenchData<Input, Output>& data = entry->second;
  if (inserted) {
    data.inputs = std::make_shared<const std::vector<Input>>(make_inputs());
    for (const Input& in : *data.inputs) data.expected.push_back(reference.single(in));
  }
  return data;
}

// A zero the compiler cannot see through, for the latency chain's data dependency.
std::uint64_t opaque_zero();

using Counters = std::vector<std::pair<std::string, double>>;

// Registers the benchmark `name` timing `loops` over `inputs` in `mode`, with items
// processed set so that the JSON carries a rate, and the given constant counters.
template <class Input, class Output>
void register_loops(const std::string& name, std::shared_ptr<const std::vector<Input>> inputs,
                    KernelLoops<Input, Output> loops, Mode mode, Counters counters = {}) {
  const auto items = static_cast<std::int64_t>(inputs->size());
  const auto finish = [items, counters](benchmark::State& state) {
    state.SetItemsProcessed(state.iterations() * items);
    for (const auto& [key, value] : counters) state.counters[key] = value;
  };
  if (mode == Mode::kThroughput) {
    benchmark::RegisterBenchmark(name.c_str(), [inputs, loops, finish](benchmark::State& state) {
      for (auto _ : state) {
        benchmark::DoNotOptimize(loops.throughput(inputs->data(), inputs->size()));
      }
      finish(state);
    });
    return;
  }
  benchmark::RegisterBenchmark(name.c_str(), [inputs, loops, finish](benchmark::State& state) {
    Output zero{};
    if (opaque_zero() != 0) zero = ~zero;  // never at run time, but the compiler cannot know
    for (auto _ : state) {
      benchmark::DoNotOptimize(loops.latency(inputs->data(), inputs->size(), zero));
    }
    finish(state);
  });
}

}  // namespace bitbench
