#pragma once
// The wide-bitboard primitives (kernels/bits) as the harness sees it: each implementation is
// checked and timed per operation, at 128 and 256 bits.

#include <span>

#include "harness/family.hpp"
#include "kernels/bits/bits.hpp"

namespace bitbench {

class BitsFamily final : public Family {
 public:
  using Registry = std::span<const bits::BitsImplementation* const>;
  explicit BitsFamily(Registry registry = bits::implementations()) : registry_(registry) {}

  std::string_view name() const override { return "bits"; }
  std::string_view unit() const override { return "operation"; }
  std::vector<ImplementationInfo> implementations() const override;
  std::vector<std::string> distributions() const override { return {"random"}; }
  int default_size() const override { return 256; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;

 private:
  Registry registry_;
};

}  // namespace bitbench
