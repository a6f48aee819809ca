#pragma once
// The Othello flip family (kernels/flip) as the harness sees it, on N x N boards.

#include <memory>
#include <span>

#include "harness/family.hpp"
#include "kernels/flip/flip.hpp"

namespace bitbench {

class FlipFamily final : public Family {
 public:
  // The tests pass their own list, to show that verify catches deliberately broken kernels.
  explicit FlipFamily(
      std::span<const flip::FlipImplementation* const> registry = flip::implementations());

  std::string_view name() const override { return "flip"; }
  std::string_view unit() const override { return "flip"; }
  std::vector<ImplementationInfo> implementations() const override;
  std::vector<std::string> distributions() const override;
  int default_size() const override { return 8; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;

 private:
  template <int N>
  bool verify_size(const flip::FlipImplementation& impl, const VerifyRequest& request,
                   std::ostream& log) const;
  template <int N>
  bool register_size(const BenchRequest& request, std::ostream& log) const;

  std::span<const flip::FlipImplementation* const> registry_;
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
