#pragma once
// A kernel family as the command line sees it: its implementations, input distributions and
// sizes, verify against the reference, and benchmark registration. Every family is the one
// engine (harness/engine.hpp) over a small spec of its own (harness/<family>_family.cpp).

#include <chrono>
#include <cstdint>
#include <memory>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/core/implementation.hpp"
#include "kernels/core/registry.hpp"

namespace bitbench {

enum class Mode { kThroughput, kLatency };
std::string_view mode_name(Mode mode);

struct VerifyRequest {
  std::uint64_t seed = 1;
  std::size_t count = 100'000;  // random inputs (positions, occupancies...) to draw
  std::string input;            // when set, check this one input and nothing else
};

// Told of each benchmark as it is registered and of each timed call of its body as it ends:
// how a sweep counts what it will time and how far it has got, which Google Benchmark cannot say
// (it reports a benchmark only once all its repetitions have run).
class BenchObserver {
 public:
  virtual void registered() = 0;
  // `sized` is the benchmark's own flag, false until its first repetition has been counted.
  virtual void call_ended(std::chrono::duration<double> took, bool& sized) = 0;

 protected:
  ~BenchObserver() = default;
};

struct BenchRequest {
  const ImplementationInfo* implementation;
  int size;
  std::size_t distribution;  // an index into the family's distributions()
  Mode mode;
  std::uint64_t seed = 1;
  BenchObserver* observer = nullptr;  // none outside a sweep
  // When set, each benchmark's name and its timed loop's address in the executable are written
  // here instead of checking and registering it (bench --loop-addresses).
  std::ostream* loop_addresses = nullptr;
};

// Thrown for input the user got wrong (an unknown name, a malformed --input): exit status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// What a family is before any kernel runs: what the command line lists and the plots label.
struct FamilyFacts {
  std::string_view name;
  std::string_view unit;          // what one timed operation is, e.g. "flip" or "lookup"
  std::string_view input_syntax;  // the syntax of verify's --input
  int default_size;
  std::span<const Mode> modes;
  // The random inputs the test suite checks each kernel on at each size: fewer where the
  // reference is slow.
  std::size_t test_count;
};

// The modes of a family timed both ways, and of one timed in throughput only.
inline constexpr Mode kBothModes[] = {Mode::kThroughput, Mode::kLatency};
inline constexpr Mode kThroughputOnly[] = {Mode::kThroughput};

class Family {
 public:
  explicit Family(const FamilyFacts& facts) : facts_(facts) {}
  virtual ~Family() = default;

  std::string_view name() const { return facts_.name; }
  std::string_view unit() const { return facts_.unit; }
  std::string_view input_syntax() const { return facts_.input_syntax; }
  int default_size() const { return facts_.default_size; }
  std::span<const Mode> modes() const { return facts_.modes; }
  std::size_t test_count() const { return facts_.test_count; }

  // The input distributions benchmarks can draw from; the first is the default.
  virtual std::vector<std::string_view> distributions() const = 0;
  // The sizes at which a full sweep times distribution `index` (the default one, index 0, is
  // timed at every size): its own, or the family's headline sizes.
  virtual std::span<const int> distribution_sizes(std::size_t index) const = 0;

  // The registry, in priority order.
  virtual std::vector<const ImplementationInfo*> implementations() const = 0;
  // Every name the registry lists, with what it resolves to on this target.
  virtual std::span<const Listed> listed() const = 0;
  // The sizes an implementation is compiled for, ascending.
  virtual std::vector<int> sizes(const ImplementationInfo& implementation) const = 0;
  // The bytes of the lookup tables it reads at a size (0 for none).
  virtual std::size_t table_bytes(const ImplementationInfo& implementation, int size) const = 0;

  // Checks an implementation at `size` against the reference. Writes one summary line, and for
  // each mismatch (up to a few) the input and both results drawn, with a command line that
  // reproduces it. Returns true when every case agrees. Throws UsageError for a malformed
  // request.input.
  virtual bool verify(const ImplementationInfo& implementation, int size,
                      const VerifyRequest& request, std::ostream& log) const = 0;

  // Checks the implementation on the inputs it is about to be timed on, then registers its
  // Google Benchmarks, family/impl/n:N[/key]/dist:D/mode:M. Returns false when the check fails,
  // saying why in `log`.
  virtual bool register_benchmarks(const BenchRequest& request, std::ostream& log) const = 0;

  // Checks every implementation that runs here against the reference on one input made from
  // `bytes` (the fuzzers' input: it chooses the size, the key and the input). Writes the
  // mismatch report and returns false on the first disagreement.
  virtual bool check_bytes(std::span<const std::uint8_t> bytes, std::ostream& log) const = 0;

  // Returns the family over another registry, its implementations' entries of this family: the
  // tests show with it that verify catches broken kernels.
  virtual std::unique_ptr<Family> with(std::vector<const ImplementationInfo*> registry) const = 0;

 private:
  FamilyFacts facts_;
};

}  // namespace bitbench
