#pragma once
// The bit matrices and unit bytes of the GFNI transforms (gfni_8x8.cpp, gfni_block64.cpp), as
// 64-bit words for gf2p8affineqb: bit i of a result byte is the parity of the source byte AND
// byte 7 - i of the matrix.

namespace bitbench::transform::gfni {

inline constexpr long long kIdentity = 0x0102040810204080;       // byte 7 - i is bit i
inline constexpr long long kReverseBits = 0x8040201008040201;    // byte j is bit j
inline constexpr long long kUnitBytes = 0x8040201008040201;      // byte k is bit k
inline constexpr long long kReversedUnits = 0x0102040810204080;  // byte k is bit 7 - k

}  // namespace bitbench::transform::gfni
