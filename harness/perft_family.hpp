#pragma once
// Perft as a family: each "implementation" is a pair of a flip and a legal-move
// implementation (named <flip>__<moves>), checked against the reference pair's counts and
// timed walking the game tree from the start position. One operation is one leaf.

#include "harness/family.hpp"

namespace bitbench {

class PerftFamily final : public Family {
 public:
  std::string_view name() const override { return "perft"; }
  std::string_view unit() const override { return "leaf"; }
  std::vector<ImplementationInfo> implementations() const override;
  std::vector<std::string> distributions() const override { return {"start"}; }
  std::vector<Mode> modes() const override { return {Mode::kThroughput}; }
  int default_size() const override { return 8; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;
};

}  // namespace bitbench
