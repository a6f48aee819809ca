#pragma once
// The Othello legal-moves family (kernels/moves) as the harness sees it, on N x N boards.

#include "harness/othello_family.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {

struct MovesKernels {
  using Implementation = moves::MovesImplementation;
  static constexpr std::string_view kName = "moves";
  static constexpr std::string_view kUnit = "position";
  static constexpr std::string_view kInputSyntax =
      "OWN,OPP (the boards as hexadecimal numbers, bit row*N+col)";
  static std::span<const Implementation* const> registry() { return moves::implementations(); }

  template <int N>
  using Input = moves::MovesInputOf<typename SquareBoard<N>::Board>;

  // Returns playout positions and as many uniformly random boards; or the one input of
  // request.input.
  template <int N>
  static VerifyInputs<Input<N>> verify_inputs(const VerifyRequest& request);

  // Returns 16384 positions of `distribution`.
  template <int N>
  static std::vector<Input<N>> bench_inputs(const std::string& distribution, std::uint64_t seed);

  template <int N>
  static std::string mismatch_report(std::string_view impl, const Input<N>& input,
                                     const typename SquareBoard<N>::Board& expected,
                                     const typename SquareBoard<N>::Board& actual,
                                     std::uint64_t seed, std::string_view origin);
};

extern template class OthelloFamily<MovesKernels>;
using MovesFamily = OthelloFamily<MovesKernels>;

}  // namespace bitbench
