#pragma once
// The mask builders (kernels/masks) as the harness sees them: R(b, l, n) into results of 64
// to 16384 bits, one input distribution per pattern length.

#include <span>

#include "harness/family.hpp"
#include "kernels/masks/masks.hpp"

namespace bitbench {

class MasksFamily final : public Family {
 public:
  using Registry = std::span<const masks::MaskImplementation* const>;
  explicit MasksFamily(Registry registry = masks::implementations()) : registry_(registry) {}

  std::string_view name() const override { return "masks"; }
  std::string_view unit() const override { return "mask"; }
  std::vector<ImplementationInfo> implementations() const override;
  // Pattern lengths l: "l8" draws random 8-bit patterns.
  std::vector<std::string> distributions() const override {
    return {"l8", "l1", "l3", "l5", "l13", "l64"};
  }
  int default_size() const override { return 16384; }
  std::string_view input_syntax() const override;
  bool verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
              std::ostream& log) const override;
  bool register_benchmark(const BenchRequest& request, std::ostream& log) const override;

 private:
  Registry registry_;
};

}  // namespace bitbench
