#pragma once
// Truth tables for vpternlogq (AVX-512): the table of a function of its three operands is that
// function applied to these three bytes, whose bit i holds each operand's value in row i of
// the table. kA & (kB ^ kC) is the table of A & (B ^ C).

namespace bitbench::ternary_logic {

inline constexpr int kA = 0xf0;
inline constexpr int kB = 0xcc;
inline constexpr int kC = 0xaa;

}  // namespace bitbench::ternary_logic
