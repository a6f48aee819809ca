#pragma once
// The perft partner of the AVX2 legal-move kernels: acepck up to 8x8, lines beyond.

#include <string_view>

#include "flip/avx2_lines.hpp"
#include "flip/simd_acepck.hpp"

namespace bitbench::flip::partner {
inline namespace BITBENCH_TIER {

inline constexpr auto kAvx2 = []<int N> {
  if constexpr (N <= 8) {
    return perft::Partner{"avx2_acepck", &acepck::flips<N>};
  } else {
    return perft::Partner{"avx2_lines", &lines::flips<N>};
  }
};

}  // namespace BITBENCH_TIER
}  // namespace bitbench::flip::partner
