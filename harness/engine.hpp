#pragma once
// The one engine every kernel family goes through: list, verify against the reference, the
// check before timing, and Google Benchmark registration, for a family described by a spec.
//
// A spec (harness/<family>_family.cpp) says only what is the family's own:
//   Implementation       the registry's entry type; registry() the registry
//   kName, kUnit, kInputSyntax, kDefaultSize, kHeadlineSizes, kModes
//   kDistributions       {name, value} pairs, the value passed to bench_inputs as it is
//   key_fields(key)      the key as name:value fields ("piece", "queen"), none without a key
//   verify_cases<In>(key, request, reference)       labelled inputs, e.g. every ray content
//   bench_inputs<In>(key, distribution, seed)       the inputs a benchmark cycles through
//   draw<In>(in, expected, actual)                  a mismatch drawn as boards
//   input_text<In>(in), parse_input<In>(text)       the input as verify's --input writes it
// and optionally prepare<Kernel, In>(in), for entries whose kernel takes a form of the input
// made outside the timed loop (In = Kernel::Canonical), and bench_counters<In>(entry, inputs,
// expected) for the items and counters of a benchmark (default: one item per input).
// `In` is the family's Input for one board size, so a spec works with compile-time geometry.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "harness/family.hpp"

namespace bitbench {

template <class Value>
struct Distribution {
  std::string_view name;
  Value value;
};

using KeyFields = std::vector<std::pair<std::string_view, std::string_view>>;

// The cases verify checks, in labelled parts: "3051094 playout position x empty square, ...".
template <class Input>
struct VerifyCases {
  struct Part {
    std::size_t count;
    std::string label;
  };
  std::vector<Input> inputs;
  std::vector<Part> parts;

  // Labels the inputs added since the last part.
  void end_part(std::string label) {
    std::size_t before = 0;
    for (const Part& part : parts) before += part.count;
    parts.push_back({inputs.size() - before, std::move(label)});
  }
  std::string_view label_of(std::size_t index) const {
    for (const Part& part : parts) {
      if (index < part.count) return part.label;
      index -= part.count;
    }
    return "";
  }
};

struct BenchCounters {
  std::int64_t items_per_run;  // items processed by one run of the timed loop
  std::vector<std::pair<std::string, double>> counters;
};

// A zero the compiler cannot see through, for the latency chain's data dependency.
std::uint64_t opaque_zero();

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
// mismatches, then, when every single call agrees, the throughput loop and the latency chain.
// Returns the number of mismatches (a disagreeing loop counts as one).
template <class Input, class Output, class Report>
std::size_t check_loops(const KernelLoops<Input, Output>& loops, const std::vector<Input>& inputs,
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

// Registers the benchmark `name` timing `loops` over `inputs` in `mode`.
template <class Input, class Output>
void register_loops(const std::string& name, std::shared_ptr<const std::vector<Input>> inputs,
                    KernelLoops<Input, Output> loops, Mode mode, BenchCounters counters) {
  const auto finish = [counters](benchmark::State& state) {
    state.SetItemsProcessed(state.iterations() * counters.items_per_run);
    for (const auto& [key, value] : counters.counters) state.counters[key] = value;
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

// Returns the fields joined by `separator`, each as name:value.
std::string key_text(const KeyFields& fields, std::string_view separator);

// Returns the error for a malformed verify --input of `family` at `size`.
UsageError malformed_input(std::string_view family, std::string_view input, int size,
                           std::string_view why, std::string_view syntax);

// Writes verify's one-line summary of an implementation at one size.
void write_verify_summary(std::ostream& log, std::string_view id, int size, std::uint64_t seed,
                          std::size_t mismatches, std::size_t cases, const std::string& breakdown,
                          std::chrono::steady_clock::time_point start);

// The Input a kernel's entry takes its cases in: its own, or the one it is prepared from.
template <class Input>
struct CanonicalOf {
  using type = Input;
};
template <class Input>
requires requires { typename Input::Canonical; }
struct CanonicalOf<Input> {
  using type = typename Input::Canonical;
};

template <class Spec>
class Engine final : public Family {
 public:
  using Impl = typename Spec::Implementation;
  using Entry = typename decltype(Impl::entries)::value_type;
  using Key = decltype(Entry::key);

  Engine() : registry_(Spec::registry().begin(), Spec::registry().end()) {}

  std::string_view name() const override { return Spec::kName; }
  std::string_view unit() const override { return Spec::kUnit; }
  std::string_view input_syntax() const override { return Spec::kInputSyntax; }
  std::vector<std::string_view> distributions() const override;
  std::span<const Mode> modes() const override { return Spec::kModes; }
  int default_size() const override { return Spec::kDefaultSize; }
  std::span<const int> headline_sizes() const override { return Spec::kHeadlineSizes; }
  std::vector<const ImplementationInfo*> implementations() const override;
  std::vector<int> sizes(const ImplementationInfo& implementation) const override;
  std::size_t table_bytes(const ImplementationInfo& implementation, int size) const override;
  bool verify(const ImplementationInfo& implementation, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmarks(const BenchRequest& request, std::ostream& log) const override;
  std::unique_ptr<Family> with(std::vector<const ImplementationInfo*> registry) const override {
    auto family = std::make_unique<Engine>();
    family->registry_.clear();
    for (const ImplementationInfo* impl : registry) family->registry_.push_back(&of(*impl));
    return family;
  }

 private:
  template <class Input>
  using Loops = KernelLoops<Input, typename Input::Output>;

  // The inputs of one (size, key) and the reference's outputs for them.
  template <class Input>
  struct Cases {
    VerifyCases<Input> cases;
    std::shared_ptr<const std::vector<Input>> inputs;
    std::vector<typename Input::Output> expected;
  };

  // What verify adds up over an implementation's entries at one size.
  struct Tally {
    std::size_t mismatches = 0;
    std::size_t cases = 0;
    std::vector<std::pair<std::string, std::size_t>> parts;
    double startup_ms = 0;
    bool has_tables = false;
  };

  // A verify --input: the entry's key it names, and the rest for the spec to parse.
  struct Given {
    Key key;
    std::string rest;
  };

  const Impl& of(const ImplementationInfo& implementation) const {
    return static_cast<const Impl&>(implementation);
  }
  template <class Input>
  const Loops<Input>& reference_loops(int size, const Key& key) const;
  Given split_given(const Impl& impl, int size, const std::string& text) const;
  template <class Input, class Make>
  const Cases<Input>& cached(std::map<std::string, std::shared_ptr<const void>>& cache,
                             const std::string& id, const Loops<Input>& reference, Make make) const;
  template <class Kernel, class Input>
  std::shared_ptr<const std::vector<Kernel>> kernel_inputs(
      const std::shared_ptr<const std::vector<Input>>& inputs) const;
  template <class Input>
  std::string mismatch_report(const Impl& impl, const Entry& entry, const Input& in,
                              const typename Input::Output& expected,
                              const typename Input::Output& actual, std::uint64_t seed,
                              std::string_view origin) const;
  template <class Kernel>
  void verify_entry(const Impl& impl, const Entry& entry, const Loops<Kernel>& loops,
                    const VerifyRequest& request, const std::optional<Given>& given, Tally& tally,
                    std::ostream& log) const;
  template <class Kernel>
  bool register_entry(const Impl& impl, const Entry& entry, const Loops<Kernel>& loops,
                      const BenchRequest& request, std::ostream& log) const;

  std::vector<const Impl*> registry_;
  // Verify's cases of the size checked last, shared by every implementation checked at it,
  // and the benchmarks' inputs, shared by every implementation timed on them.
  mutable int verify_cache_size_ = 0;
  mutable std::map<std::string, std::shared_ptr<const void>> verify_cache_;
  mutable std::map<std::string, std::shared_ptr<const void>> bench_cache_;
};

template <class Spec>
std::vector<std::string_view> Engine<Spec>::distributions() const {
  std::vector<std::string_view> names;
  for (const auto& distribution : Spec::kDistributions) names.push_back(distribution.name);
  return names;
}

template <class Spec>
std::vector<const ImplementationInfo*> Engine<Spec>::implementations() const {
  return {registry_.begin(), registry_.end()};
}

template <class Spec>
std::vector<int> Engine<Spec>::sizes(const ImplementationInfo& implementation) const {
  std::vector<int> sizes;
  for (const Entry& entry : of(implementation).entries) sizes.push_back(entry.size);
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  return sizes;
}

template <class Spec>
std::size_t Engine<Spec>::table_bytes(const ImplementationInfo& implementation, int size) const {
  std::size_t bytes = 0;
  for (const Entry& entry : of(implementation).entries) {
    if (entry.size == size) bytes = std::max(bytes, entry.table_bytes);
  }
  return bytes;
}

template <class Spec>
template <class Input>
auto Engine<Spec>::reference_loops(int size, const Key& key) const -> const Loops<Input>& {
  for (const Impl* impl : registry_) {
    if (impl->role != Role::kReference) continue;
    for (const Entry& entry : impl->entries) {
      if (entry.size == size && entry.key == key) return std::get<Loops<Input>>(entry.loops);
    }
  }
  throw std::logic_error(std::string(Spec::kName) + ": no reference entry at n:" +
                         std::to_string(size) + " " + key_text(Spec::key_fields(key), " "));
}

template <class Spec>
auto Engine<Spec>::split_given(const Impl& impl, int size, const std::string& text) const -> Given {
  const auto fail = [&](const std::string& why) {
    return malformed_input(Spec::kName, text, size, why, Spec::kInputSyntax);
  };
  std::vector<Key> keys;
  for (const Entry& entry : impl.entries) {
    if (entry.size == size) keys.push_back(entry.key);
  }
  const std::size_t field_count = Spec::key_fields(keys.front()).size();
  std::vector<std::string> values;
  std::size_t at = 0;
  while (values.size() < field_count) {
    const std::size_t comma = text.find(',', at);
    if (comma == std::string::npos) throw fail("too few fields");
    values.push_back(text.substr(at, comma - at));
    at = comma + 1;
  }
  for (std::size_t field = 0; field < field_count; ++field) {
    std::string valid;
    bool known = false;
    for (const Key& key : keys) {
      const auto [name, value] = Spec::key_fields(key)[field];
      known = known || value == values[field];
      if (valid.find(value) == std::string::npos)
        valid += (valid.empty() ? "" : ", ") + std::string(value);
    }
    if (!known) {
      throw fail("unknown " + std::string(Spec::key_fields(keys.front())[field].first) + " '" +
                 values[field] + "', valid: " + valid);
    }
  }
  for (const Key& key : keys) {
    const KeyFields fields = Spec::key_fields(key);
    bool same = true;
    for (std::size_t field = 0; field < field_count; ++field)
      same &= fields[field].second == values[field];
    if (same) return {key, text.substr(at)};
  }
  throw UsageError(std::string(impl.name) + " has no " +
                   key_text(Spec::key_fields(keys.front()), " ") + " entry like " + text);
}

template <class Spec>
template <class Input, class Make>
auto Engine<Spec>::cached(std::map<std::string, std::shared_ptr<const void>>& cache,
                          const std::string& id, const Loops<Input>& reference, Make make) const
    -> const Cases<Input>& {
  auto& slot = cache[id];
  if (!slot) {
    auto made = std::make_shared<Cases<Input>>();
    made->cases = make();
    for (const Input& in : made->cases.inputs) made->expected.push_back(reference.single(in));
    made->inputs = std::shared_ptr<const std::vector<Input>>(made, &made->cases.inputs);
    slot = made;
  }
  return *std::static_pointer_cast<const Cases<Input>>(slot);
}

template <class Spec>
template <class Kernel, class Input>
std::shared_ptr<const std::vector<Kernel>> Engine<Spec>::kernel_inputs(
    const std::shared_ptr<const std::vector<Input>>& inputs) const {
  if constexpr (std::is_same_v<Kernel, Input>) {
    return inputs;
  } else {
    auto prepared = std::make_shared<std::vector<Kernel>>();
    for (const Input& in : *inputs) prepared->push_back(Spec::template prepare<Kernel>(in));
    return prepared;
  }
}

template <class Spec>
template <class Input>
std::string Engine<Spec>::mismatch_report(const Impl& impl, const Entry& entry, const Input& in,
                                          const typename Input::Output& expected,
                                          const typename Input::Output& actual, std::uint64_t seed,
                                          std::string_view origin) const {
  const KeyFields fields = Spec::key_fields(entry.key);
  std::string key_values;
  for (const auto& [name, value] : fields) key_values += std::string(value) + ",";
  std::ostringstream out;
  out << "MISMATCH " << Spec::kName << "/" << impl.name << " n:" << entry.size
      << (fields.empty() ? "" : " " + key_text(fields, " ")) << " seed:" << seed << " (" << origin
      << ")\n"
      << Spec::draw(in, expected, actual) << "reproduce: bitbench verify --family " << Spec::kName
      << " --impl " << impl.name << " --size " << entry.size << " --input " << key_values
      << Spec::input_text(in) << "\n";
  return out.str();
}

template <class Spec>
bool Engine<Spec>::verify(const ImplementationInfo& implementation, int size,
                          const VerifyRequest& request, std::ostream& log) const {
  const Impl& impl = of(implementation);
  const auto start = std::chrono::steady_clock::now();
  std::optional<Given> given;
  if (!request.input.empty()) given = split_given(impl, size, request.input);
  if (verify_cache_size_ != size) verify_cache_.clear();
  verify_cache_size_ = size;
  Tally tally;
  std::vector<std::vector<std::string_view>> key_values;
  for (const Entry& entry : impl.entries) {
    if (entry.size != size || (given && !(entry.key == given->key))) continue;
    std::visit(
        [&](const auto& loops) { verify_entry(impl, entry, loops, request, given, tally, log); },
        entry.loops);
    const KeyFields fields = Spec::key_fields(entry.key);
    key_values.resize(fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i) {
      auto& seen = key_values[i];
      if (std::find(seen.begin(), seen.end(), fields[i].second) == seen.end()) {
        seen.push_back(fields[i].second);
      }
    }
  }
  std::string breakdown;
  for (const auto& [label, count] : tally.parts) {
    breakdown += (breakdown.empty() ? "" : ", ") + std::to_string(count) + " " + label;
  }
  const KeyFields fields = Spec::key_fields(impl.entries.front().key);
  for (std::size_t i = 0; i < key_values.size(); ++i) {
    breakdown += "; " + std::string(fields[i].first) + ":";
    for (std::string_view value : key_values[i]) breakdown += " " + std::string(value);
  }
  if (tally.has_tables && !given) {
    char startup[48];
    std::snprintf(startup, sizeof startup, "; start-up %.1f ms", tally.startup_ms);
    breakdown += startup;
  }
  write_verify_summary(log, std::string(Spec::kName) + "/" + std::string(impl.name), size,
                       request.seed, tally.mismatches, tally.cases, breakdown, start);
  return tally.mismatches == 0;
}

template <class Spec>
template <class Kernel>
void Engine<Spec>::verify_entry(const Impl& impl, const Entry& entry, const Loops<Kernel>& loops,
                                const VerifyRequest& request, const std::optional<Given>& given,
                                Tally& tally, std::ostream& log) const {
  using Input = typename CanonicalOf<Kernel>::type;
  const Loops<Input>& reference = reference_loops<Input>(entry.size, entry.key);
  Cases<Input> one;
  const Cases<Input>* cases = &one;
  if (given) {
    try {
      one.cases.inputs.push_back(Spec::template parse_input<Input>(given->rest));
    } catch (const UsageError& error) {
      throw malformed_input(Spec::kName, request.input, entry.size, error.what(),
                            Spec::kInputSyntax);
    }
    one.cases.end_part("given input");
    one.expected.push_back(reference.single(one.cases.inputs.front()));
    one.inputs = std::make_shared<const std::vector<Input>>(one.cases.inputs);
  } else {
    const std::string id = key_text(Spec::key_fields(entry.key), "/") +
                           "/seed:" + std::to_string(request.seed) +
                           "/count:" + std::to_string(request.count);
    cases = &cached<Input>(verify_cache_, id, reference, [&] {
      return Spec::template verify_cases<Input>(entry.key, request, reference);
    });
  }
  const auto inputs = kernel_inputs<Kernel>(cases->inputs);
  const auto first_call = std::chrono::steady_clock::now();
  if (!inputs->empty()) loops.single(inputs->front());  // builds lazy tables
  tally.startup_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - first_call)
          .count();
  tally.has_tables = tally.has_tables || entry.table_bytes > 0;
  const auto report = [&](std::size_t i, const typename Input::Output& actual) {
    return mismatch_report(impl, entry, (*cases->inputs)[i], cases->expected[i], actual,
                           request.seed, cases->cases.label_of(i));
  };
  tally.mismatches += check_loops(loops, *inputs, cases->expected, report, log);
  tally.cases += inputs->size();
  for (const auto& part : cases->cases.parts) {
    auto it = std::find_if(tally.parts.begin(), tally.parts.end(),
                           [&](const auto& p) { return p.first == part.label; });
    if (it == tally.parts.end()) {
      tally.parts.emplace_back(part.label, part.count);
    } else {
      it->second += part.count;
    }
  }
}

template <class Spec>
bool Engine<Spec>::register_benchmarks(const BenchRequest& request, std::ostream& log) const {
  const Impl& impl = of(*request.implementation);
  for (const Entry& entry : impl.entries) {
    if (entry.size != request.size) continue;
    const bool agrees = std::visit(
        [&](const auto& loops) { return register_entry(impl, entry, loops, request, log); },
        entry.loops);
    if (!agrees) return false;
  }
  return true;
}

template <class Spec>
template <class Kernel>
bool Engine<Spec>::register_entry(const Impl& impl, const Entry& entry, const Loops<Kernel>& loops,
                                  const BenchRequest& request, std::ostream& log) const {
  using Input = typename CanonicalOf<Kernel>::type;
  const auto& distribution = Spec::kDistributions[request.distribution];
  const KeyFields fields = Spec::key_fields(entry.key);
  const std::string id = std::to_string(entry.size) + "/" + key_text(fields, "/") +
                         "/dist:" + std::string(distribution.name) +
                         "/seed:" + std::to_string(request.seed);
  const Loops<Input>& reference = reference_loops<Input>(entry.size, entry.key);
  const Cases<Input>& data = cached<Input>(bench_cache_, id, reference, [&] {
    return VerifyCases<Input>{
        Spec::template bench_inputs<Input>(entry.key, distribution.value, request.seed), {}};
  });
  const auto inputs = kernel_inputs<Kernel>(data.inputs);
  if (impl.role != Role::kNull) {
    const std::string origin = "benchmark input, dist:" + std::string(distribution.name);
    const auto report = [&](std::size_t i, const typename Input::Output& actual) {
      return mismatch_report(impl, entry, (*data.inputs)[i], data.expected[i], actual, request.seed,
                             origin);
    };
    if (check_loops(loops, *inputs, data.expected, report, log) != 0) {
      log << "not timing " << Spec::kName << "/" << impl.name << " n:" << entry.size
          << ": it disagrees with the reference\n";
      return false;
    }
  }
  BenchCounters counters{static_cast<std::int64_t>(inputs->size()), {}};
  if constexpr (requires { Spec::bench_counters(entry, *data.inputs, data.expected); }) {
    counters = Spec::bench_counters(entry, *data.inputs, data.expected);
  }
  const std::string name =
      std::string(Spec::kName) + "/" + std::string(impl.name) + "/n:" + std::to_string(entry.size) +
      (fields.empty() ? "" : "/" + key_text(fields, "/")) +
      "/dist:" + std::string(distribution.name) + "/mode:" + std::string(mode_name(request.mode));
  register_loops(name, inputs, loops, request.mode, std::move(counters));
  return true;
}

// Returns the family of a spec, made at the first call.
template <class Spec>
const Family& family_of() {
  static const Engine<Spec> family;
  return family;
}

}  // namespace bitbench
