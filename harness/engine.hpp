#pragma once
// The one engine every kernel family goes through: list, verify against the reference, the
// check before timing, and Google Benchmark registration, for a family described by a spec.
//
// A spec (harness/<family>_family.cpp) says only what is the family's own:
//   Implementation, registry()   the registry's entry type and the registry
//   listed()                     every name the registry lists, resolved or not
//   kFacts                       its name, unit, --input syntax, default size and modes
//   kHeadlineSizes               the sizes where a full sweep times every distribution
//   kDistributions               {name, value} pairs; bench_inputs gets the value as it is
//   key_fields(key)              the key as name:value fields ("piece", "queen"), {} for none
//   verify_cases<In>(key, request, reference), bench_inputs<In>(key, distribution, seed)
//   draw<In>(in, expected, actual)              a mismatch drawn as boards
//   parse_input<In>(text)                       verify's --input, as fields() writes it
//   from_bytes<In>(key, reader)                 a valid input made from a fuzzer's bytes
// and optionally prepare<Kernel>(in), for entries whose kernel takes a form of the input made
// outside the timed loop (Kernel::Canonical = In), with reference_output<In>(out) when its
// output differs from the reference's too; and bench_counters<In>(entry, inputs,
// expected), the items and counters of a benchmark (default: one item per input). `In` is the
// family's Input for one board size, so the spec works with compile-time geometry.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "harness/board_text.hpp"
#include "harness/cpu.hpp"
#include "harness/family.hpp"
#include "harness/median.hpp"
#include "harness/text.hpp"

namespace bitbench {

// The inputs a benchmark cycles through: enough that branch predictors cannot learn them.
inline constexpr std::size_t kBenchInputs = 16384;

template <class Value>
struct Distribution {
  std::string_view name;
  Value value;
  // Where a full sweep times it, if not at the family's headline sizes.
  std::span<const int> sizes = {};
};

using KeyFields = std::vector<std::pair<std::string_view, std::string_view>>;

// The cases verify checks, in labelled parts: "3051094 playout position x empty square, ...".
template <class Input>
struct VerifyCases {
  std::vector<Input> inputs;
  std::vector<std::pair<std::string, std::size_t>> parts;  // label, count
  // When given, one per input: the published outputs every kernel must give, instead of the
  // reference's, so that a fault the reference shares (perft's recursion) is caught too.
  std::vector<typename Input::Output> published = {};

  // Labels the inputs added since the last part.
  void end_part(std::string label) {
    std::size_t before = 0;
    for (const auto& part : parts) before += part.second;
    parts.emplace_back(std::move(label), inputs.size() - before);
  }
  std::string_view label_of(std::size_t index) const {
    for (const auto& [label, count] : parts) {
      if (index < count) return label;
      index -= count;
    }
    return "";
  }
};

struct BenchCounters {
  std::int64_t items_per_run;  // items processed by one run of the timed loop
  std::vector<std::pair<std::string, double>> counters;
};

// Reads a fuzzer's bytes as numbers and boards; past the end it reads zeros.
class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

  std::uint64_t word() { return little_endian(8); }
  // Returns a number below `bound` (at most 2^16) from two bytes: the fewer bytes a choice takes,
  // the sooner the fuzzer's mutations reach each value.
  std::uint32_t below(std::uint32_t bound) {
    return static_cast<std::uint32_t>(little_endian(2) % bound);
  }
  template <class Board>
  Board board() {
    if constexpr (std::is_same_v<Board, std::uint64_t>) {
      return word();
    } else {
      Board board;
      for (auto& w : board.words) w = word();
      return board;
    }
  }

 private:
  std::uint64_t little_endian(int byte_count) {
    std::uint64_t number = 0;
    for (int i = 0; i < byte_count && next_ < bytes_.size(); ++i) {
      number |= std::uint64_t{bytes_[next_++]} << (8 * i);
    }
    return number;
  }

  std::span<const std::uint8_t> bytes_;
  std::size_t next_ = 0;
};

// A zero the compiler cannot see through, for the latency chain's data dependency.
std::uint64_t opaque_zero();

// Returns a function's address as `nm` lists it in the executable, wherever it was loaded.
std::uintptr_t executable_address(std::uintptr_t function);

// Returns whether this CPU runs an implementation that needs `needs`.
inline bool cpu_runs(FeatureSet needs) { return cpu().missing(needs).empty(); }

// Returns the fields joined by `separator`, each as name:value.
std::string key_text(const KeyFields& fields, std::string_view separator);

// Returns the error for a malformed verify --input of `family` at `size`.
UsageError malformed_input(std::string_view family, std::string_view input, int size,
                           std::string_view why, std::string_view syntax);

// Returns an input's fields as verify's --input writes them: boards in hexadecimal, comma
// separated.
template <class Input>
std::string input_text(const Input& in) {
  std::string text;
  std::apply([&](const auto&... field) { (append_item(text, ",", field_text(field)), ...); },
             in.fields());
  return text;
}

// Checks `loops` on every input: writes report(i, actual) to `log` for the first few
// mismatches, then, when every single call agrees, the throughput loop and the latency chain
// (where the family has one).
// `as_expected` gives a kernel's output in the reference's form (the two differ for kernels
// on prepared inputs, such as boards held as arrays); it must commute with XOR. Returns the
// number of mismatches (a disagreeing loop counts as one).
template <class Input, class Output, class Expected, class Report, class AsExpected>
std::size_t check_loops(const KernelLoops<Input, Output>& loops, const std::vector<Input>& inputs,
                        const std::vector<Expected>& expected, Report report, std::ostream& log,
                        AsExpected as_expected) {
  std::size_t mismatches = 0;
  Expected folded{};
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    folded ^= expected[i];
    const Expected actual = as_expected(loops.single(inputs[i]));
    if (actual == expected[i]) continue;
    if (++mismatches <= 3) log << report(i, actual);
  }
  if (mismatches > 0 || inputs.empty()) return mismatches;
  const bool throughput = as_expected(loops.throughput(inputs.data(), inputs.size())) == folded;
  if (throughput &&
      (loops.latency == nullptr ||
       as_expected(loops.latency(inputs.data(), inputs.size(), Output{})) == expected.back())) {
    return 0;
  }
  log << "MISMATCH: its " << (throughput ? "latency chain" : "throughput loop")
      << " disagrees with its single call\n";
  return 1;
}

// The counter that gives each repetition's figure: ns per item in the median of its batches (one
// batch is one run of the timed loop over every input). The host's interruptions come in bursts
// shorter than a repetition; they lengthen some batches and move the mean, Google Benchmark's
// real_time, but not the median (nanobench takes the median of its epochs for the same reason).
inline constexpr const char* kMedianBatchCounter = "median_batch_ns";

// Registers the benchmark `name` timing `loops` over `inputs` in `mode`, telling `observer` (if
// any) of it and of each timed call.
template <class Input, class Output>
void register_loops(const std::string& name, Mode mode, BenchObserver* observer,
                    std::shared_ptr<const std::vector<Input>> inputs,
                    KernelLoops<Input, Output> loops, BenchCounters counters) {
  if (observer != nullptr) observer->registered();
  benchmark::RegisterBenchmark(name.c_str(), [=, sized = false](benchmark::State& state) mutable {
    Output zero{};
    if (opaque_zero() != 0) zero = ~zero;  // never at run time, but the compiler cannot know
    std::vector<double> batch_ns;
    batch_ns.reserve(static_cast<std::size_t>(state.max_iterations));
    const auto started = std::chrono::steady_clock::now();
    auto batch_started = started;
    for (auto _ : state) {
      if (mode == Mode::kThroughput) {
        benchmark::DoNotOptimize(loops.throughput(inputs->data(), inputs->size()));
      } else {
        benchmark::DoNotOptimize(loops.latency(inputs->data(), inputs->size(), zero));
      }
      const auto batch_ended = std::chrono::steady_clock::now();
      batch_ns.push_back(
          std::chrono::duration<double, std::nano>(batch_ended - batch_started).count());
      batch_started = batch_ended;
    }
    if (observer != nullptr) {
      observer->call_ended(std::chrono::steady_clock::now() - started, sized);
    }
    state.SetItemsProcessed(state.iterations() * counters.items_per_run);
    state.counters[kMedianBatchCounter] =
        median_of(batch_ns) / static_cast<double>(counters.items_per_run);
    for (const auto& [key, value] : counters.counters) state.counters[key] = value;
  });
}

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
  using Impl = typename Spec::Implementation;
  using Entry = typename decltype(Impl::entries)::value_type;
  using Key = decltype(Entry::key);
  template <class Input>
  using Loops = KernelLoops<Input, typename Input::Output>;

 public:
  Engine() : Family(Spec::kFacts), registry_(Spec::registry().begin(), Spec::registry().end()) {}

  std::vector<std::string_view> distributions() const override {
    std::vector<std::string_view> names;
    for (const auto& distribution : Spec::kDistributions) names.push_back(distribution.name);
    return names;
  }
  std::span<const int> distribution_sizes(std::size_t index) const override {
    const auto own = Spec::kDistributions[index].sizes;
    return own.empty() ? std::span<const int>(Spec::kHeadlineSizes) : own;
  }
  std::vector<const ImplementationInfo*> implementations() const override {
    return {registry_.begin(), registry_.end()};
  }
  std::span<const Listed> listed() const override { return Spec::listed(); }
  std::vector<int> sizes(const ImplementationInfo& implementation) const override {
    std::vector<int> sizes;
    for (const Entry& entry : of(implementation).entries) sizes.push_back(entry.size);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
  }
  std::size_t table_bytes(const ImplementationInfo& implementation, int size) const override {
    std::size_t bytes = 0;
    for (const Entry& entry : of(implementation).entries) {
      if (entry.size == size) bytes = std::max(bytes, entry.table_bytes);
    }
    return bytes;
  }
  std::unique_ptr<Family> with(std::vector<const ImplementationInfo*> registry) const override {
    auto family = std::make_unique<Engine>();
    family->registry_.clear();
    for (const ImplementationInfo* impl : registry) family->registry_.push_back(&of(*impl));
    return family;
  }

  bool verify(const ImplementationInfo& implementation, int size, const VerifyRequest& request,
              std::ostream& log) const override {
    const Impl& impl = of(implementation);
    const auto start = std::chrono::steady_clock::now();
    std::optional<std::pair<Key, std::string>> given;
    if (!request.input.empty()) given = split_given(impl, size, request.input);
    if (verify_cache_size_ != size) verify_cache_.clear();
    verify_cache_size_ = size;
    Tally tally;
    for (const Entry& entry : impl.entries) {
      if (entry.size != size || (given && !(entry.key == given->first))) continue;
      std::visit(
          [&](const auto& loops) { verify_entry(impl, entry, loops, request, given, tally, log); },
          entry.loops);
      const KeyFields fields = Spec::key_fields(entry.key);
      tally.keys.resize(fields.size());
      for (std::size_t i = 0; i < fields.size(); ++i) {
        auto& seen = tally.keys[i];
        if (seen.find(fields[i].second) == std::string::npos) {
          seen += (seen.empty() ? std::string(fields[i].first) + ":" : "") + " " +
                  std::string(fields[i].second);
        }
      }
    }
    std::string breakdown;
    for (const auto& [label, count] : tally.parts) {
      append_item(breakdown, ", ", std::to_string(count) + " " + label);
    }
    for (const std::string& values : tally.keys) breakdown += "; " + values;
    char line[64];
    if (tally.has_tables && !given) {
      std::snprintf(line, sizeof line, "; start-up %.1f ms", tally.startup_ms);
      breakdown += line;
    }
    std::snprintf(line, sizeof line, "%.2f s",
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    log << name() << "/" << impl.name << " n:" << size << " seed:" << request.seed << ": "
        << (tally.mismatches ? "FAILED, " + std::to_string(tally.mismatches) + " of "
                             : std::string("ok, "))
        << tally.cases << " cases (" << breakdown << ") in " << line << "\n";
    return tally.mismatches == 0;
  }

  bool check_bytes(std::span<const std::uint8_t> bytes, std::ostream& log) const override {
    ByteReader reader(bytes);
    const Impl* reference = *std::find_if(registry_.begin(), registry_.end(), [](const Impl* impl) {
      return impl->role == Role::kReference;
    });
    const Entry& chosen =
        reference->entries[reader.below(static_cast<std::uint32_t>(reference->entries.size()))];
    return std::visit(
        [&]<class Input, class Output>(const KernelLoops<Input, Output>& expected_loops) {
          if constexpr (!std::is_same_v<typename CanonicalOf<Input>::type, Input>) {
            return true;  // references take the plain input
          } else {
            const Input in = Spec::template from_bytes<Input>(chosen.key, reader);
            const Output expected = expected_loops.single(in);
            for (const Impl* impl : registry_) {
              if (impl->role != Role::kKernel || !cpu_runs(impl->needs)) continue;
              for (const Entry& entry : impl->entries) {
                if (entry.size != chosen.size || !(entry.key == chosen.key)) continue;
                const bool agrees = std::visit(
                    [&]<class Kernel, class KernelOutput>(
                        const KernelLoops<Kernel, KernelOutput>& loops) {
                      if constexpr (std::is_same_v<typename CanonicalOf<Kernel>::type, Input>) {
                        const Output actual =
                            as_reference_output<Input>(loops.single(as_kernel_input<Kernel>(in)));
                        if (actual == expected) return true;
                        log << mismatch_report(*impl, entry, in, expected, actual, 0,
                                               "fuzzer input");
                        return false;
                      }
                      return true;
                    },
                    entry.loops);
                if (!agrees) return false;
              }
            }
            return true;
          }
        },
        chosen.loops);
  }

  bool register_benchmarks(const BenchRequest& request, std::ostream& log) const override {
    const Impl& impl = of(*request.implementation);
    for (const Entry& entry : impl.entries) {
      if (entry.size != request.size) continue;
      if (!std::visit(
              [&](const auto& loops) { return register_entry(impl, entry, loops, request, log); },
              entry.loops)) {
        return false;
      }
    }
    return true;
  }

 private:
  // The inputs of one (size, key) and the reference's outputs for them.
  template <class Input>
  struct Cases {
    VerifyCases<Input> cases;
    std::vector<typename Input::Output> expected;
  };

  // What verify adds up over an implementation's entries at one size.
  struct Tally {
    std::size_t mismatches = 0, cases = 0;
    std::vector<std::pair<std::string, std::size_t>> parts;
    std::vector<std::string> keys;  // per key field, "piece: rook bishop queen"
    double startup_ms = 0;
    bool has_tables = false;
  };

  const Impl& of(const ImplementationInfo& implementation) const {
    return static_cast<const Impl&>(implementation);
  }

  template <class Input>
  const Loops<Input>& reference_loops(int size, const Key& key) const {
    for (const Impl* impl : registry_) {
      for (const Entry& entry : impl->entries) {
        if (impl->role == Role::kReference && entry.size == size && entry.key == key) {
          return std::get<Loops<Input>>(entry.loops);
        }
      }
    }
    throw std::logic_error(std::string(name()) + ": no reference at n:" + std::to_string(size) +
                           " " + key_text(Spec::key_fields(key), " "));
  }

  // Returns the key a verify --input names in its first fields, and the rest of it.
  std::pair<Key, std::string> split_given(const Impl& impl, int size,
                                          const std::string& text) const {
    std::vector<Key> keys;
    for (const Entry& entry : impl.entries) {
      if (entry.size == size) keys.push_back(entry.key);
    }
    const std::size_t count = Spec::key_fields(keys.front()).size();
    std::size_t rest = 0;
    for (std::size_t field = 0; field < count; ++field) {
      const std::size_t comma = text.find(',', rest);
      if (comma == std::string::npos) {
        throw malformed_input(name(), text, size, "too few fields", input_syntax());
      }
      const std::string value = text.substr(rest, comma - rest);
      std::string valid;
      for (const Key& key : keys) {
        const auto name = Spec::key_fields(key)[field].second;
        if (valid.find(name) == std::string::npos) append_item(valid, ", ", name);
      }
      if ((", " + valid + ",").find(", " + value + ",") == std::string::npos) {
        throw malformed_input(name(), text, size,
                              "unknown " +
                                  std::string(Spec::key_fields(keys.front())[field].first) + " '" +
                                  value + "', valid: " + valid,
                              input_syntax());
      }
      rest = comma + 1;
    }
    for (const Key& key : keys) {
      std::string values;
      for (const auto& [name, value] : Spec::key_fields(key)) values += std::string(value) + ",";
      if (text.compare(0, rest, values) == 0) return {key, text.substr(rest)};
    }
    throw UsageError(std::string(impl.name) + " has no entry for " + text.substr(0, rest));
  }

  // Returns the cases `make()` gives, with the reference's outputs, kept in `cache` under `id`.
  template <class Input, class Make>
  std::shared_ptr<const Cases<Input>> cached(
      std::map<std::string, std::shared_ptr<const void>>& cache, const std::string& id,
      const Loops<Input>& reference, Make make) const {
    auto& slot = cache[id];
    if (!slot) {
      auto made = std::make_shared<Cases<Input>>();
      made->cases = make();
      made->expected = made->cases.published;
      if (made->expected.empty()) {
        for (const Input& in : made->cases.inputs) made->expected.push_back(reference.single(in));
      }
      slot = made;
    }
    return std::static_pointer_cast<const Cases<Input>>(slot);
  }

  // Returns an input as the kernel takes it: as it is, or prepared by the spec.
  template <class Kernel, class Input>
  static Kernel as_kernel_input(const Input& in) {
    if constexpr (std::is_same_v<Kernel, Input>) {
      return in;
    } else {
      return Spec::template prepare<Kernel>(in);
    }
  }

  // Returns a kernel's output as the reference gives it: as it is, or converted by the spec.
  template <class Input, class KernelOutput>
  static typename Input::Output as_reference_output(const KernelOutput& out) {
    if constexpr (std::is_same_v<KernelOutput, typename Input::Output>) {
      return out;
    } else {
      return Spec::template reference_output<Input>(out);
    }
  }

  // Returns the inputs of `cases` as the kernel takes them; the benchmarks keep them.
  template <class Kernel, class Input>
  static std::shared_ptr<const std::vector<Kernel>> kernel_inputs(
      const std::shared_ptr<const Cases<Input>>& cases) {
    if constexpr (std::is_same_v<Kernel, Input>) {
      return {cases, &cases->cases.inputs};
    } else {
      auto prepared = std::make_shared<std::vector<Kernel>>();
      for (const Input& in : cases->cases.inputs) prepared->push_back(as_kernel_input<Kernel>(in));
      return prepared;
    }
  }

  template <class Input>
  std::string mismatch_report(const Impl& impl, const Entry& entry, const Input& in,
                              const typename Input::Output& expected,
                              const typename Input::Output& actual, std::uint64_t seed,
                              std::string_view origin) const {
    const KeyFields fields = Spec::key_fields(entry.key);
    std::string key_values;
    for (const auto& [name, value] : fields) key_values += std::string(value) + ",";
    std::ostringstream out;
    out << "MISMATCH " << name() << "/" << impl.name << " n:" << entry.size;
    if (!fields.empty()) out << " " << key_text(fields, " ");
    out << " seed:" << seed << " (" << origin << ")\n"
        << Spec::draw(in, expected, actual) << "reproduce: bitbench verify --family " << name()
        << " --impl " << impl.name << " --size " << entry.size << " --input " << key_values
        << input_text(in) << "\n";
    return out.str();
  }

  template <class Kernel>
  void verify_entry(const Impl& impl, const Entry& entry, const Loops<Kernel>& loops,
                    const VerifyRequest& request,
                    const std::optional<std::pair<Key, std::string>>& given, Tally& tally,
                    std::ostream& log) const {
    using Input = typename CanonicalOf<Kernel>::type;
    const Loops<Input>& reference = reference_loops<Input>(entry.size, entry.key);
    // A given input is checked alone, the others are made once and kept for the size.
    std::map<std::string, std::shared_ptr<const void>> given_only;
    const auto cases = cached<Input>(
        given ? given_only : verify_cache_,
        key_text(Spec::key_fields(entry.key), "/") + "/seed:" + std::to_string(request.seed) +
            "/count:" + std::to_string(request.count),
        reference, [&] {
          if (!given) return Spec::template verify_cases<Input>(entry.key, request, reference);
          try {
            VerifyCases<Input> parsed{{Spec::template parse_input<Input>(given->second)}, {}};
            parsed.end_part("given input");
            return parsed;
          } catch (const UsageError& error) {
            throw malformed_input(name(), request.input, entry.size, error.what(), input_syntax());
          }
        });
    const auto inputs = kernel_inputs<Kernel>(cases);
    const auto first_call = std::chrono::steady_clock::now();
    if (!inputs->empty()) loops.single(inputs->front());  // builds lazy tables
    tally.startup_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - first_call)
            .count();
    tally.has_tables = tally.has_tables || entry.table_bytes > 0;
    const auto report = [&](std::size_t i, const typename Input::Output& actual) {
      return mismatch_report(impl, entry, cases->cases.inputs[i], cases->expected[i], actual,
                             request.seed, cases->cases.label_of(i));
    };
    tally.mismatches += check_loops(loops, *inputs, cases->expected, report, log,
                                    as_reference_output<Input, typename Kernel::Output>);
    tally.cases += inputs->size();
    for (const auto& part : cases->cases.parts) {
      auto it = std::find_if(tally.parts.begin(), tally.parts.end(),
                             [&](const auto& counted) { return counted.first == part.first; });
      if (it == tally.parts.end()) it = tally.parts.insert(it, {part.first, 0});
      it->second += part.second;
    }
  }

  template <class Kernel>
  bool register_entry(const Impl& impl, const Entry& entry, const Loops<Kernel>& loops,
                      const BenchRequest& request, std::ostream& log) const {
    using Input = typename CanonicalOf<Kernel>::type;
    const auto& distribution = Spec::kDistributions[request.distribution];
    const KeyFields fields = Spec::key_fields(entry.key);
    // Built by appending: g++ 12 warns (-Wrestrict) on "/" + text here, wrongly.
    std::string key;
    if (!fields.empty()) key.append("/").append(key_text(fields, "/"));
    const std::string dist = "/dist:" + std::string(distribution.name);
    std::string benchmark(name());
    benchmark.append("/").append(impl.name).append("/n:").append(std::to_string(entry.size));
    benchmark.append(key).append(dist).append("/mode:").append(mode_name(request.mode));
    if (request.loop_addresses != nullptr) {
      const auto loop = request.mode == Mode::kThroughput
                            ? reinterpret_cast<std::uintptr_t>(loops.throughput)
                            : reinterpret_cast<std::uintptr_t>(loops.latency);
      *request.loop_addresses << benchmark << " 0x" << std::hex << executable_address(loop)
                              << std::dec << "\n";
      return true;
    }
    const Loops<Input>& reference = reference_loops<Input>(entry.size, entry.key);
    const auto data = cached<Input>(
        bench_cache_,
        std::to_string(entry.size) + key + dist + "/seed:" + std::to_string(request.seed),
        reference, [&] {
          return VerifyCases<Input>{
              Spec::template bench_inputs<Input>(entry.key, distribution.value, request.seed), {}};
        });
    const auto inputs = kernel_inputs<Kernel>(data);
    if (impl.role != Role::kNull) {
      const auto report = [&](std::size_t i, const typename Input::Output& actual) {
        return mismatch_report(impl, entry, data->cases.inputs[i], data->expected[i], actual,
                               request.seed, "benchmark input" + dist);
      };
      if (check_loops(loops, *inputs, data->expected, report, log,
                      as_reference_output<Input, typename Kernel::Output>) != 0) {
        log << "not timing " << name() << "/" << impl.name << " n:" << entry.size
            << ": it disagrees with the reference\n";
        return false;
      }
    }
    BenchCounters counters{static_cast<std::int64_t>(inputs->size()), {}};
    if constexpr (requires { Spec::bench_counters(entry, data->cases.inputs, data->expected); }) {
      counters = Spec::bench_counters(entry, data->cases.inputs, data->expected);
    }
    register_loops(benchmark, request.mode, request.observer, inputs, loops, std::move(counters));
    return true;
  }

  std::vector<const Impl*> registry_;
  // Verify's cases of the size checked last, shared by every implementation checked at it,
  // and the benchmarks' inputs, shared by every implementation timed on them.
  mutable int verify_cache_size_ = 0;
  mutable std::map<std::string, std::shared_ptr<const void>> verify_cache_;
  mutable std::map<std::string, std::shared_ptr<const void>> bench_cache_;
};

// Returns the family of a spec, made at the first call.
template <class Spec>
const Family& family_of() {
  static const Engine<Spec> family;
  return family;
}

}  // namespace bitbench
