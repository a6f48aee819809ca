#pragma once
// The namespace of one ISA tier. Each kernel file is compiled with its tier's flags and with
// -DBITBENCH_TIER=tier_<name> and -DBITBENCH_TIER_FEATURES=kTier<Name> (CMakeLists.txt). The
// inline functions of headers that several tiers include live in `inline namespace
// BITBENCH_TIER`, so that each tier's copies are symbols of their own and the linker cannot hand
// one tier's code (AVX2, say) to another, as Highway's HWY_NAMESPACE does. Files outside the
// kernel tiers (the harness, the tests) get their own, of the baseline.

#include "core/features.hpp"

#ifndef BITBENCH_TIER
#define BITBENCH_TIER tier_harness
#define BITBENCH_TIER_FEATURES kTierScalar
#endif

namespace bitbench {
inline namespace BITBENCH_TIER {

// What every implementation compiled here needs: the whole tier, since its flags let the
// compiler emit any of the tier's instructions. The registrations take it from here, never by hand.
inline constexpr FeatureSet kThisTier = BITBENCH_TIER_FEATURES;

// The x86 features the compiler was told it may use (its predefined macros); a tier whose flags
// fail to enable a feature it claims does not compile.
inline constexpr FeatureSet kCompilerFeatures = 0
#if defined(__POPCNT__)
                                                | kPopcnt
#endif
#if defined(__SSE4_2__)
                                                | kSse42
#endif
#if defined(__LZCNT__)
                                                | kLzcnt
#endif
#if defined(__BMI__)
                                                | kBmi1
#endif
#if defined(__BMI2__)
                                                | kBmi2
#endif
#if defined(__AVX2__)
                                                | kAvx2
#endif
#if defined(__AVX512F__) && defined(__AVX512VL__) && defined(__AVX512CD__) && \
    defined(__AVX512DQ__) && defined(__AVX512BW__)
                                                | kAvx512f | kAvx512vl | kAvx512cd | kAvx512dq |
                                                kAvx512bw
#endif
#if defined(__AVX512VBMI__)
                                                | kAvx512vbmi
#endif
#if defined(__GFNI__)
                                                | kGfni
#endif
#if defined(__aarch64__)
                                                | kNeon
#endif
    ;
static_assert((kThisTier & ~kCompilerFeatures) == 0,
              "this tier's compiler flags do not enable every feature the tier claims");

}  // namespace BITBENCH_TIER
}  // namespace bitbench
