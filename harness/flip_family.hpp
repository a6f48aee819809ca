#pragma once
// The Othello flip family (kernels/flip) as the harness sees it, on N x N boards.

#include "harness/othello_family.hpp"
#include "kernels/flip/flip.hpp"

namespace bitbench {

struct FlipKernels {
  using Implementation = flip::FlipImplementation;
  static constexpr std::string_view kName = "flip";
  static constexpr std::string_view kUnit = "flip";
  static constexpr std::string_view kInputSyntax =
      "OWN,OPP,SQ (the boards as hexadecimal numbers, bit row*N+col; SQ = row*N+col)";
  static std::span<const Implementation* const> registry() { return flip::implementations(); }

  template <int N>
  using Input = flip::FlipInputOf<typename SquareBoard<N>::Board>;

  // Returns playout positions at every empty square, legal or not, then every content of
  // every ray (a sample on rays longer than 7); or the one input of request.input.
  template <int N>
  static VerifyInputs<Input<N>> verify_inputs(const VerifyRequest& request);

  // Returns 16384 inputs: a random legal move of positions of `distribution`, or a random
  // empty square of uniformly random boards.
  template <int N>
  static std::vector<Input<N>> bench_inputs(const std::string& distribution, std::uint64_t seed);

  template <int N>
  static std::string mismatch_report(std::string_view impl, const Input<N>& input,
                                     const typename SquareBoard<N>::Board& expected,
                                     const typename SquareBoard<N>::Board& actual,
                                     std::uint64_t seed, std::string_view origin);
};

extern template class OthelloFamily<FlipKernels>;
using FlipFamily = OthelloFamily<FlipKernels>;

}  // namespace bitbench
