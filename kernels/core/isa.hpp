#pragma once
// The primitives xsimd 8.1 lacks, for the ISAs this translation unit is compiled for: one
// header per ISA, each included only where its instructions are enabled.

#if defined(__AVX512BW__)
#include "core/isa_avx512.hpp"
#endif
#if defined(__AVX2__)
#include "core/isa_avx2.hpp"
#endif
#if defined(__SSE4_2__)
#include "core/isa_sse4_2.hpp"
#endif
#if defined(__ARM_NEON)
#include "core/isa_neon64.hpp"
#endif
