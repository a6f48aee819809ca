#include "harness/flip_family.hpp"

#include <algorithm>
#include <chrono>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/othello_positions.hpp"
#include "kernels/core/random.hpp"

namespace bitbench {
namespace {

template <int N>
using BoardOf = typename SquareBoard<N>::Board;
template <int N>
using InputOf = FlipKernels::Input<N>;

constexpr std::size_t kBenchInputs = 16384;  // enough that branch predictors cannot learn them
// Rays up to this length get every content (all of them up to 8x8); longer rays, on larger
// boards, a random sample of kSampledRayContents.
constexpr std::size_t kExhaustiveRayLength = 7;
constexpr std::uint64_t kSampledRayContents = 729;

template <int N>
std::string describe_input(const InputOf<N>& in) {
  return to_hex(in.own) + "," + to_hex(in.opp) + "," + std::to_string(in.sq);
}

template <int N>
InputOf<N> parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string own, opp, sq;
  if (std::getline(stream, own, ',') && std::getline(stream, opp, ',') &&
      std::getline(stream, sq) && stream.eof()) {
    try {
      std::size_t used = 0;
      const InputOf<N> in{parse_board<BoardOf<N>>(own), parse_board<BoardOf<N>>(opp),
                          std::stoi(sq, &used, 10)};
      const BoardOf<N> occupied = in.own | in.opp;
      if (used == sq.size() && in.sq >= 0 && in.sq < N * N && !(in.own & in.opp) &&
          !(occupied & ~SquareBoard<N>::all()) && !test_bit(occupied, in.sq)) {
        return in;
      }
    } catch (const std::logic_error&) {
    }
  }
  throw UsageError("malformed --input '" + text + "' for flip n:" + std::to_string(N) +
                   ": expected OWN,OPP,SQ with disjoint boards inside the board and SQ an empty "
                   "square 0.." +
                   std::to_string(N * N - 1));
}

// Appends, for every square and direction, the inputs with every content (empty, own,
// opponent) of the ray from the square: all 3^length for rays up to kExhaustiveRayLength, a
// random sample beyond. The rest of the board is taken in turn
// from the given backgrounds.
template <int N>
void add_ray_cases(const std::vector<othello::Position<N>>& backgrounds, std::uint64_t seed,
                   std::vector<InputOf<N>>& inputs) {
  using Board = BoardOf<N>;
  SplitMix64 random(seed);
  std::size_t background = 0;
  for (int sq = 0; sq < N * N; ++sq) {
    for (const Direction& d : kDirections) {
      std::vector<int> squares;
      for_each_bit(SquareBoard<N>::ray(sq, d), [&](int s) { squares.push_back(s); });
      if (d.d_row < 0 || (d.d_row == 0 && d.d_col < 0)) {
        std::reverse(squares.begin(), squares.end());  // nearest square first
      }
      const bool exhaustive = squares.size() <= kExhaustiveRayLength;
      std::uint64_t contents = exhaustive ? 1 : kSampledRayContents;
      for (std::size_t i = 0; exhaustive && i < squares.size(); ++i) contents *= 3;
      const Board ray = SquareBoard<N>::ray(sq, d) | single_bit<Board>(sq);
      for (std::uint64_t c = 0; c < contents; ++c, ++background) {
        const auto& bg = backgrounds[background % backgrounds.size()];
        InputOf<N> in{bg.own & ~ray, bg.opp & ~ray, sq};
        std::uint64_t digits = c;
        for (int s : squares) {
          const std::uint32_t content = exhaustive ? digits % 3 : random.below(3);
          digits /= 3;
          if (content == 1) in.own |= single_bit<Board>(s);
          if (content == 2) in.opp |= single_bit<Board>(s);
        }
        inputs.push_back(in);
      }
    }
  }
}

}  // namespace

template <int N>
VerifyInputs<FlipKernels::Input<N>> FlipKernels::verify_inputs(const VerifyRequest& request) {
  VerifyInputs<Input<N>> cases;
  if (!request.input.empty()) {
    cases.inputs.push_back(parse_input<N>(request.input));
    cases.add_part("given input");
    return cases;
  }
  // As many empty squares as request.count positions give on 8x8.
  const std::size_t count = std::max<std::size_t>(1, request.count * 64 / (N * N));
  const auto positions = othello::playout_positions<N>(count, request.seed);
  for (const auto& p : positions) {
    for_each_bit(~(p.own | p.opp) & SquareBoard<N>::all(), [&](int sq) {
      cases.inputs.push_back({p.own, p.opp, sq});
    });
  }
  cases.add_part("playout position x empty square");
  auto backgrounds = othello::random_positions<N>(4096, request.seed + 1);
  backgrounds.insert(backgrounds.end(), positions.begin(),
                     positions.begin() + std::min<std::size_t>(positions.size(), 4096));
  add_ray_cases<N>(backgrounds, request.seed + 2, cases.inputs);
  cases.add_part("ray contents");
  return cases;
}

template <int N>
std::vector<FlipKernels::Input<N>> FlipKernels::bench_inputs(const std::string& distribution,
                                                             std::uint64_t seed) {
  using Board = BoardOf<N>;
  SplitMix64 random(seed ^ 0x5eed);
  const auto random_square = [&](Board bits) {
    for (std::uint32_t skip = random.below(popcount(bits)); skip; --skip) {
      bits ^= single_bit<Board>(lowest_index(bits));
    }
    return lowest_index(bits);
  };
  std::vector<Input<N>> inputs;
  for (const auto& p : othello::distribution_positions<N>(distribution, kBenchInputs, seed)) {
    if (distribution == "random") {
      const Board empty = ~(p.own | p.opp) & SquareBoard<N>::all();
      const int sq = empty ? random_square(empty) : 0;
      inputs.push_back({p.own & ~single_bit<Board>(sq), p.opp & ~single_bit<Board>(sq), sq});
    } else {
      inputs.push_back({p.own, p.opp, random_square(othello::legal_moves(p))});
    }
  }
  return inputs;
}

// Returns the report of one mismatch: the position with the move, both results as boards,
// and the command that checks exactly this input again.
template <int N>
std::string FlipKernels::mismatch_report(std::string_view impl, const Input<N>& in,
                                         const BoardOf<N>& expected, const BoardOf<N>& actual,
                                         std::uint64_t seed, std::string_view origin) {
  const auto at = [](int row, int col) { return SquareBoard<N>::square(row, col); };
  const auto flips = [&](BoardOf<N> board) {
    return [board, at](int row, int col) { return test_bit(board, at(row, col)) ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (at(row, col) == in.sq) return '*';
    if (test_bit(in.own, at(row, col))) return 'X';
    return test_bit(in.opp, at(row, col)) ? 'O' : '.';
  };
  std::ostringstream out;
  out << "MISMATCH flip/" << impl << " n:" << N << " seed:" << seed << " (" << origin << ")\n"
      << draw_boards(N, {{"X to move, * = move", position},
                         {"expected flips " + to_hex(expected), flips(expected)},
                         {"actual flips " + to_hex(actual), flips(actual)}})
      << "reproduce: bitbench verify --family flip --impl " << impl << " --size " << N
      << " --input " << describe_input<N>(in) << "\n";
  return out.str();
}

template class OthelloFamily<FlipKernels>;

}  // namespace bitbench
