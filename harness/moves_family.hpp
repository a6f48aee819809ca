#pragma once
// The Othello legal-moves family (kernels/moves) as the harness sees it, on N x N boards.

#include <memory>
#include <span>

#include "harness/family.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {

class MovesFamily final : public Family {
 public:
  // The tests pass their own list, to show that verify catches deliberately broken kernels.
  explicit MovesFamily(
      std::span<const moves::MovesImplementation* const> registry = moves::implementations());

  std::string_view name() const override { return "moves"; }
  std::string_view unit() const override { return "position"; }
  std::vector<ImplementationInfo> implementations() const override;
  std::vector<std::string> distributions() const override;
  int default_size() const override { return 8; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;

 private:
  template <int N>
  bool verify_size(const moves::MovesImplementation& impl, const VerifyRequest& request,
                   std::ostream& log) const;
  template <int N>
  bool register_size(const BenchRequest& request, std::ostream& log) const;

  std::span<const moves::MovesImplementation* const> registry_;
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
