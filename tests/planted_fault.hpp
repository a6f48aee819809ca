#pragma once
// A transform kernel wrong on one input only: the 8x8 transpose of one particular board. The
// reference's own kernels everywhere else, so that random verify passes it (its chance of
// drawing that board is 2^-64), while a coverage-guided fuzzer, which reads the comparison,
// finds it (fuzz/planted_fault_test.sh; tests/transform_test.cpp checks both halves).

#include "kernels/transform/transform.hpp"

namespace bitbench::transform::planted {

inline constexpr std::uint64_t kWrongBoard = 0x0123456789abcdefull;

extern const Implementation transpose_wrong_once;

}  // namespace bitbench::transform::planted
