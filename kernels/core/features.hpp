#pragma once
// CPU features a kernel may need. A kernel declares the set it needs; the harness
// compares it with the features the CPU has (harness/cpu.hpp) before it runs the kernel.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace bitbench {

using FeatureSet = std::uint32_t;

enum Feature : FeatureSet {
  kPopcnt = 1u << 0,
  kLzcnt = 1u << 1,
  kBmi1 = 1u << 2,
  kBmi2 = 1u << 3,
  kAvx2 = 1u << 4,
  kAvx512f = 1u << 5,
  kAvx512vl = 1u << 6,
  kAvx512cd = 1u << 7,
  kAvx512bw = 1u << 8,
  kGfni = 1u << 9,
  kNeon = 1u << 10,
  kSve = 1u << 11,
  kSve2 = 1u << 12,
  kSveBitperm = 1u << 13,
  kSse42 = 1u << 14,
  kAvx512dq = 1u << 15,
  kAvx512vbmi = 1u << 16,
};

// The ISA tiers. A kernel file's name starts with its tier (scalar_, sse42_, lzcnt_, bmi2_, avx2_,
// avx512_, gfni_, neon_) and CMakeLists.txt compiles it with that tier's flags, so the compiler may
// emit any instruction of the tier: a kernel needs its whole tier, not only the feature it is named
// after.
inline constexpr FeatureSet kTierScalar = 0;
inline constexpr FeatureSet kTierSse42 = kPopcnt | kSse42;
inline constexpr FeatureSet kTierLzcnt = kPopcnt | kLzcnt | kBmi1;
inline constexpr FeatureSet kTierBmi2 = kTierLzcnt | kBmi2;
inline constexpr FeatureSet kTierAvx2 = kTierBmi2 | kSse42 | kAvx2;
inline constexpr FeatureSet kTierAvx512 =
    kTierAvx2 | kAvx512f | kAvx512vl | kAvx512cd | kAvx512dq | kAvx512bw;
// AVX-512 VBMI's byte permutes and multishifts, on AVX-512 (Cannon Lake, Ice Lake and later,
// Zen 4 and later).
inline constexpr FeatureSet kTierVbmi = kTierAvx512 | kAvx512vbmi;
// The Galois-field affine instructions beside VBMI: CPUs with GFNI and AVX-512 (Ice Lake and
// later, Zen 4 and later) have VBMI too.
inline constexpr FeatureSet kTierGfni = kTierVbmi | kGfni;
// NEON (Advanced SIMD) is part of every aarch64 CPU: the neon_ tier has no flags of its own.
inline constexpr FeatureSet kTierNeon = kNeon;

// The tiers by name: the prefix of their kernels' names (sse42_ppfill), from which CMakeLists.txt
// picks a file's flags, and the values of BITBENCH_ISA. A name without one is in the scalar tier.
struct Tier {
  std::string_view name;
  FeatureSet features;
};
inline constexpr std::array<Tier, 9> kTiers{{
    {"scalar", kTierScalar},
    {"sse42", kTierSse42},
    {"lzcnt", kTierLzcnt},
    {"bmi2", kTierBmi2},
    {"avx2", kTierAvx2},
    {"avx512", kTierAvx512},
    {"vbmi", kTierVbmi},
    {"gfni", kTierGfni},
    {"neon", kTierNeon},
}};

// Returns the tier an implementation's name says: its prefix's, or for a perft pair
// (<flip>__<moves>) the union of both kernels' tiers.
constexpr FeatureSet tier_of_name(std::string_view name) {
  FeatureSet features = kTierScalar;
  for (std::string_view rest = name; !rest.empty();) {
    const std::size_t end = rest.find("__");
    const std::string_view part = rest.substr(0, end);
    for (const Tier& tier : kTiers) {
      if (part.starts_with(tier.name) && part.size() > tier.name.size() &&
          part[tier.name.size()] == '_') {
        features |= tier.features;
      }
    }
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 2);
  }
  return features;
}

struct FeatureName {
  Feature feature;
  std::string_view name;
};

inline constexpr std::array<FeatureName, 17> kFeatureNames{{
    {kPopcnt, "popcnt"},
    {kSse42, "sse4.2"},
    {kLzcnt, "lzcnt"},
    {kBmi1, "bmi1"},
    {kBmi2, "bmi2"},
    {kAvx2, "avx2"},
    {kAvx512f, "avx512f"},
    {kAvx512vl, "avx512vl"},
    {kAvx512cd, "avx512cd"},
    {kAvx512dq, "avx512dq"},
    {kAvx512bw, "avx512bw"},
    {kAvx512vbmi, "avx512vbmi"},
    {kGfni, "gfni"},
    {kNeon, "neon"},
    {kSve, "sve"},
    {kSve2, "sve2"},
    {kSveBitperm, "sve2-bitperm"},
}};

// Returns the names of the features in `set`, comma separated ("none" for the empty set).
inline std::string feature_list(FeatureSet set) {
  std::string out;
  for (const auto& [feature, name] : kFeatureNames) {
    if ((set & feature) == 0) continue;
    if (!out.empty()) out += ',';
    out += name;
  }
  return out.empty() ? "none" : out;
}

}  // namespace bitbench
