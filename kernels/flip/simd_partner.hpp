#pragma once
// The perft partner of the SIMD legal-move kernels on `Arch`: its acepck up to 8x8, and beyond,
// AVX2's lines where the tier has AVX2, else scalar_bitscan.

#include <string_view>

#include "core/tier.hpp"
#include "flip/bitscan.hpp"
#include "flip/simd_acepck.hpp"
#if defined(__AVX2__)
#include "flip/avx2_lines.hpp"
#endif

namespace bitbench::flip::partner {
inline namespace BITBENCH_TIER {

// kAcepckName is the name acepck on `Arch` is registered under.
template <class Arch, StaticName kAcepckName>
inline constexpr auto kSimd = []<int N> {
  if constexpr (N <= 8) {
    return perft::Partner{kAcepckName.view(), &acepck::Kernel::flips<Arch, N>};
  } else {
#if defined(__AVX2__)
    return perft::Partner{"avx2_lines", &lines::flips<N>};
#else
    return bitscan::kPartner.template operator()<N>();
#endif
  }
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::partner
