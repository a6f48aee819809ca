#include "harness/moves_family.hpp"

#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/othello_positions.hpp"

namespace bitbench {
namespace {

template <int N>
using BoardOf = typename SquareBoard<N>::Board;

constexpr std::size_t kBenchInputs = 16384;

template <int N>
MovesKernels::Input<N> parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string own, opp;
  if (std::getline(stream, own, ',') && std::getline(stream, opp) && stream.eof()) {
    try {
      const MovesKernels::Input<N> in{parse_board<BoardOf<N>>(own), parse_board<BoardOf<N>>(opp)};
      if (!(in.own & in.opp) && !((in.own | in.opp) & ~SquareBoard<N>::all())) return in;
    } catch (const std::logic_error&) {
    }
  }
  throw UsageError("malformed --input '" + text + "' for moves n:" + std::to_string(N) +
                   ": expected OWN,OPP, two disjoint boards inside the board");
}

}  // namespace

template <int N>
VerifyInputs<MovesKernels::Input<N>> MovesKernels::verify_inputs(const VerifyRequest& request) {
  VerifyInputs<Input<N>> cases;
  if (!request.input.empty()) {
    cases.inputs.push_back(parse_input<N>(request.input));
    cases.add_part("given input");
    return cases;
  }
  for (const auto& p : othello::playout_positions<N>(request.count, request.seed)) {
    cases.inputs.push_back({p.own, p.opp});
  }
  cases.add_part("playout positions");
  for (const auto& p : othello::random_positions<N>(request.count, request.seed + 1)) {
    cases.inputs.push_back({p.own, p.opp});
  }
  cases.add_part("random boards");
  return cases;
}

template <int N>
std::vector<MovesKernels::Input<N>> MovesKernels::bench_inputs(const std::string& distribution,
                                                               std::uint64_t seed) {
  std::vector<Input<N>> inputs;
  for (const auto& p : othello::distribution_positions<N>(distribution, kBenchInputs, seed)) {
    inputs.push_back({p.own, p.opp});
  }
  return inputs;
}

// Returns the report of one mismatch: the position, both results as boards, and the command
// that checks exactly this input again.
template <int N>
std::string MovesKernels::mismatch_report(std::string_view impl, const Input<N>& in,
                                          const BoardOf<N>& expected, const BoardOf<N>& actual,
                                          std::uint64_t seed, std::string_view origin) {
  const auto at = [](int row, int col) { return SquareBoard<N>::square(row, col); };
  const auto squares = [&](BoardOf<N> board) {
    return [board, at](int row, int col) { return test_bit(board, at(row, col)) ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (test_bit(in.own, at(row, col))) return 'X';
    return test_bit(in.opp, at(row, col)) ? 'O' : '.';
  };
  std::ostringstream out;
  out << "MISMATCH moves/" << impl << " n:" << N << " seed:" << seed << " (" << origin << ")\n"
      << draw_boards(N, {{"X to move", position},
                         {"expected moves " + to_hex(expected), squares(expected)},
                         {"actual moves " + to_hex(actual), squares(actual)}})
      << "reproduce: bitbench verify --family moves --impl " << impl << " --size " << N
      << " --input " << to_hex(in.own) << "," << to_hex(in.opp) << "\n";
  return out.str();
}

template class OthelloFamily<MovesKernels>;

}  // namespace bitbench
