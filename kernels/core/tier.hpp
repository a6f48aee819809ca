#pragma once
// The namespace of one ISA tier. Each kernel file is compiled with its tier's flags and with
// -DBITBENCH_TIER=tier_<name> (CMakeLists.txt). The inline functions of headers that several
// tiers include live in `inline namespace BITBENCH_TIER`, so that each tier's copies are symbols
// of their own and the linker cannot hand one tier's code (AVX2, say) to another, as Highway's
// HWY_NAMESPACE does. Files outside the kernel tiers (the harness, the tests) get their own.

#ifndef BITBENCH_TIER
#define BITBENCH_TIER tier_harness
#endif
