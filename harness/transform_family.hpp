#pragma once
// The board transforms (kernels/transform) as the harness sees them: N x N boards from 3x3 to
// 128x128, each implementation checked and timed per operation and per layout.

#include <span>

#include "harness/family.hpp"
#include "kernels/transform/transform.hpp"

namespace bitbench {

class TransformFamily final : public Family {
 public:
  using Registry = std::span<const transform::TransformImplementation* const>;
  explicit TransformFamily(Registry registry = transform::implementations())
      : registry_(registry) {}

  std::string_view name() const override { return "transform"; }
  std::string_view unit() const override { return "board"; }
  std::vector<ImplementationInfo> implementations() const override;
  // Density of the random boards in percent: one, since every kernel does the same work
  // whatever the board holds.
  std::vector<std::string> distributions() const override { return {"density50"}; }
  // Throughput only: an engine transforms boards independently (the 8 images of a position,
  // many positions), not in chains; a latency chain would also double a sweep of some 800
  // benchmarks.
  std::vector<Mode> modes() const override { return {Mode::kThroughput}; }
  int default_size() const override { return 128; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;

 private:
  Registry registry_;
};

}  // namespace bitbench
