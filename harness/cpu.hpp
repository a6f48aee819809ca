#pragma once
// What this CPU can run: its model, its ISA features, and whether PEXT is fast.

#include <stdexcept>
#include <string>
#include <string_view>

#include "kernels/core/features.hpp"

namespace bitbench {

struct CpuInfo {
  std::string vendor;  // "AuthenticAMD", "GenuineIntel", "Arm", ...
  std::string model;   // the brand string, e.g. "AMD EPYC 7B13", or the core, "Neoverse N1"
  // x86: the display family and model, as the vendor documents them; aarch64: MIDR's
  // implementer and part.
  int family = 0;
  int model_number = 0;
  FeatureSet detected = 0;  // supported by the CPU and enabled by the OS
  FeatureSet enabled = 0;   // detected, less what BITBENCH_ISA masks off
  std::string isa_mask;     // the BITBENCH_ISA value in force ("" when unset)
  // PEXT/PDEP are microcoded on AMD before Zen 3 (family 0x17 and earlier): hundreds of
  // cycles instead of 3.
  bool pext_fast = false;

  // Returns a folder name for results, e.g. "amd-epyc-f19-m11".
  std::string slug() const;
  // Returns why an implementation needing `needs` cannot run here, or "" when it can.
  std::string missing(FeatureSet needs) const;
};

// Thrown for a BITBENCH_ISA value that names no tier.
struct BadIsaMask : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// Returns the CPU detected at the first call, with BITBENCH_ISA applied. Throws BadIsaMask.
const CpuInfo& cpu();

// Returns `needs` as the widest ISA tier it holds, by BITBENCH_ISA's names, and the features
// beyond it: "avx2", "avx512+gfni", "none".
std::string tier_text(FeatureSet needs);

// Returns the features a BITBENCH_ISA value allows: a tier name (scalar, sse42, lzcnt, bmi2,
// avx2, avx512, vbmi, gfni, neon) or "native". Throws BadIsaMask for anything else.
FeatureSet isa_mask_features(std::string_view value);

}  // namespace bitbench
