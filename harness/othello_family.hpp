#pragma once
// What the Othello families (flip, moves) share as the harness sees them: board sizes 4 to
// 16, playout and random input distributions, verify against the reference with cached
// cases, and benchmarks checked on their inputs before they are timed. `Kernels` says what
// differs: the registry, the input of one call, how verify and bench inputs are drawn and
// how a mismatch is drawn (harness/flip_family.hpp, harness/moves_family.hpp).

#include <chrono>
#include <memory>
#include <span>

#include "harness/board_sizes.hpp"
#include "harness/family.hpp"
#include "harness/loops_check.hpp"
#include "harness/registry_access.hpp"
#include "kernels/core/square_board.hpp"

namespace bitbench {

// The cases verify checks, in labelled parts: "3051094 playout position x empty square, ...".
template <class Input>
struct VerifyInputs {
  struct Part {
    std::size_t count;
    std::string label;
  };
  std::vector<Input> inputs;
  std::vector<Part> parts;

  void add_part(std::string label) {
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
  std::string breakdown() const {
    std::string text;
    for (const Part& part : parts) {
      text += (text.empty() ? "" : ", ") + std::to_string(part.count) + " " + part.label;
    }
    return text;
  }
};

template <class Kernels>
class OthelloFamily final : public Family {
 public:
  using Registry = std::span<const typename Kernels::Implementation* const>;

  // The tests pass their own list, to show that verify catches deliberately broken kernels.
  explicit OthelloFamily(Registry registry = Kernels::registry()) : registry_(registry) {}

  std::string_view name() const override { return Kernels::kName; }
  std::string_view unit() const override { return Kernels::kUnit; }
  std::vector<ImplementationInfo> implementations() const override { return describe(registry_); }
  std::vector<std::string> distributions() const override {
    return {"playout", "early", "middle", "late", "random"};
  }
  int default_size() const override { return 8; }
  std::string_view input_syntax() const override { return Kernels::kInputSyntax; }

  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override {
    const auto& entry = find_implementation(registry_, impl.name, name());
    return with_othello_size(size, [&]<int N>() { return verify_size<N>(entry, request, log); });
  }

  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override {
    return with_othello_size(request.size, [&]<int N>() { return register_size<N>(request, log); });
  }

 private:
  template <int N>
  using Board = typename SquareBoard<N>::Board;
  template <int N>
  using Input = typename Kernels::template Input<N>;
  template <int N>
  using Loops = KernelLoops<Input<N>, Board<N>>;

  template <int N>
  struct Cases {
    VerifyInputs<Input<N>> verify_inputs;
    std::vector<Board<N>> expected;
  };

  template <int N>
  const Loops<N>& reference_loops() const {
    return loops_at<Loops<N>>(find_reference(registry_), N);
  }

  template <int N>
  bool verify_size(const typename Kernels::Implementation& impl, const VerifyRequest& request,
                   std::ostream& log) const {
    const auto start = std::chrono::steady_clock::now();
    if (!cache_.cases || cache_.seed != request.seed || cache_.count != request.count ||
        cache_.input != request.input || cache_.size != N) {
      auto cases = std::make_shared<Cases<N>>();
      cases->verify_inputs = Kernels::template verify_inputs<N>(request);
      for (const auto& in : cases->verify_inputs.inputs) {
        cases->expected.push_back(reference_loops<N>().single(in));
      }
      cache_ = {request.seed, request.count, request.input, N, std::move(cases)};
    }
    const auto& cases = *std::static_pointer_cast<const Cases<N>>(cache_.cases);
    const auto& inputs = cases.verify_inputs.inputs;
    const auto report = [&](std::size_t i, const Board<N>& actual) {
      return Kernels::template mismatch_report<N>(impl.name, inputs[i], cases.expected[i], actual,
                                                  request.seed, cases.verify_inputs.label_of(i));
    };
    const std::size_t mismatches =
        verify_loops(loops_at<Loops<N>>(impl, N), inputs, cases.expected, report, log);
    write_verify_summary(log, {name(), impl.name, N, request.seed}, mismatches, inputs.size(),
                         cases.verify_inputs.breakdown(), start);
    return mismatches == 0;
  }

  template <int N>
  bool register_size(const BenchRequest& request, std::ostream& log) const {
    const auto& impl = find_implementation(registry_, request.implementation, name());
    const Loops<N>& loops = loops_at<Loops<N>>(impl, N);
    const auto& data = shared_bench_data(
        request.distribution, N, request.seed, reference_loops<N>(),
        [&] { return Kernels::template bench_inputs<N>(request.distribution, request.seed); });
    if (impl.role != Role::kNull) {
      const auto report = [&](std::size_t i, const Board<N>& actual) {
        return Kernels::template mismatch_report<N>(
            impl.name, (*data.inputs)[i], data.expected[i], actual, request.seed,
            "benchmark input, dist:" + request.distribution);
      };
      if (verify_loops(loops, *data.inputs, data.expected, report, log) != 0) {
        log << "not timing " << name() << "/" << impl.name << " n:" << N
            << ": it disagrees with the reference\n";
        return false;
      }
    }
    register_loops(benchmark_name(*this, request), data.inputs, loops, request.mode);
    return true;
  }

  Registry registry_;
  // The cases of the last verify request, shared by every implementation checked with it.
  struct CachedCases {
    std::uint64_t seed = 0;
    std::size_t count = 0;
    std::string input;
    int size = 0;
    std::shared_ptr<const void> cases;
  };
  mutable CachedCases cache_;
};

}  // namespace bitbench
