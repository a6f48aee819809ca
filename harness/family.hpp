#pragma once
// A kernel family as the harness sees it: its implementations, its input distributions, how
// to verify an implementation against the reference and how to register its benchmarks.
// Each family implements this once (harness/<family>_family.cpp); the command line, verify
// and sweep are written against this interface only.

#include <cstdint>
#include <ostream>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "kernels/core/features.hpp"
#include "kernels/core/implementation.hpp"

namespace bitbench {

enum class Mode { kThroughput, kLatency };
std::string_view mode_name(Mode mode);

struct ImplementationInfo {
  std::string name;
  std::string description;
  FeatureSet needs = 0;
  std::vector<int> sizes;
  Role role = Role::kKernel;
  // The bytes of the lookup tables it reads, per board size that has any.
  std::vector<std::pair<int, std::size_t>> table_bytes{};
};

struct VerifyRequest {
  std::uint64_t seed = 1;
  std::size_t count = 100'000;  // random inputs (positions, occupancies...) to draw
  std::string input;            // when set, check this one input and nothing else
};

struct BenchRequest {
  std::string implementation;
  int size = 0;
  std::string distribution;
  Mode mode = Mode::kThroughput;
  std::uint64_t seed = 1;
};

// Thrown for input the user got wrong (an unknown name, a malformed --input): exit status 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Family {
 public:
  virtual ~Family() = default;

  virtual std::string_view name() const = 0;
  // What one timed operation is, e.g. "flip" or "lookup".
  virtual std::string_view unit() const = 0;
  virtual std::vector<ImplementationInfo> implementations() const = 0;
  // The input distributions benchmarks can draw from; the first is the default.
  virtual std::vector<std::string> distributions() const = 0;
  // The modes its benchmarks can run in.
  virtual std::vector<Mode> modes() const { return {Mode::kThroughput, Mode::kLatency}; }
  virtual int default_size() const = 0;
  // The headline sizes, at which a full sweep times every distribution (elsewhere only the
  // default one).
  virtual std::vector<int> all_distribution_sizes() const { return {default_size()}; }
  // Describes the syntax of verify's --input for this family.
  virtual std::string_view input_syntax() const = 0;

  // Checks `impl` at `size` against the reference. Writes one summary line, and for each
  // mismatch (up to a few) the input and both results drawn as boards with a command line
  // that reproduces it. Returns true when every case agrees. Throws UsageError for a
  // malformed request.input.
  virtual bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
                      std::ostream& log) const = 0;

  // Checks the implementation on the inputs it is about to be timed on, then registers the
  // Google Benchmark named family/impl/n:N/dist:D/mode:M. Returns false, registering
  // nothing, when the check fails (and says why in `log`).
  virtual bool register_benchmark(const BenchRequest& request, std::ostream& log) const = 0;
};

// Returns the benchmark name of a request: <family>/<impl>/n:<N>/dist:<d>/mode:<m>, with
// `extra` (another key:value, e.g. "piece:queen") after the size when given.
std::string benchmark_name(const Family& family, const BenchRequest& request,
                           const std::string& extra = "");

}  // namespace bitbench
