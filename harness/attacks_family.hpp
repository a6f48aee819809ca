#pragma once
// The sliding-attack family (kernels/attacks) as the harness sees it: chess on 8x8 to 16x16
// boards, each implementation timed and checked for rook, bishop and queen, and shogi as
// size 9, for rook, bishop and the lance of each side.

#include <span>

#include "harness/family.hpp"
#include "kernels/attacks/attacks.hpp"

namespace bitbench {

class AttacksFamily final : public Family {
 public:
  using Registry = std::span<const attacks::AttackImplementation* const>;
  explicit AttacksFamily(Registry registry = attacks::implementations()) : registry_(registry) {}

  std::string_view name() const override { return "attacks"; }
  std::string_view unit() const override { return "lookup"; }
  std::vector<ImplementationInfo> implementations() const override;
  // Occupancy densities of the random boards, in percent; 25 is the default.
  std::vector<std::string> distributions() const override {
    return {"density25", "density10", "density50", "density75"};
  }
  int default_size() const override { return 8; }
  // Chess 8x8 and shogi are the boards engines play on: every density on both.
  std::vector<int> all_distribution_sizes() const override { return {8, 9}; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;

 private:
  Registry registry_;
};

}  // namespace bitbench
