#include "harness/flip_family.hpp"

#include <algorithm>
#include <chrono>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_sizes.hpp"
#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "harness/othello_positions.hpp"
#include "harness/random.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

template <int N>
using BoardOf = typename SquareBoard<N>::Board;
template <int N>
using InputOf = flip::FlipInputOf<BoardOf<N>>;
template <int N>
using LoopsOf = flip::FlipLoopsOf<BoardOf<N>>;

constexpr std::size_t kBenchInputs = 16384;  // enough that branch predictors cannot learn them
// Rays up to this length get every content (all of them up to 8x8); longer rays, on larger
// boards, a random sample of kSampledRayContents.
constexpr std::size_t kExhaustiveRayLength = 7;
constexpr std::uint64_t kSampledRayContents = 729;

template <int N>
struct Cases {
  std::vector<InputOf<N>> inputs;
  std::vector<BoardOf<N>> expected;
  std::size_t playout_cases = 0;  // the first cases; the ray cases follow
};

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

// Returns the report of one mismatch: the position with the move, both results as boards,
// and the command that checks exactly this input again.
template <int N>
std::string mismatch_report(std::string_view impl, const InputOf<N>& in, const BoardOf<N>& expected,
                            const BoardOf<N>& actual, std::uint64_t seed, std::string_view origin) {
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

// Returns the verify cases: playout positions at every empty square, then the ray cases.
template <int N>
std::shared_ptr<const Cases<N>> make_cases(const VerifyRequest& request,
                                           const LoopsOf<N>& reference) {
  auto cases = std::make_shared<Cases<N>>();
  if (!request.input.empty()) {
    cases->inputs.push_back(parse_input<N>(request.input));
  } else {
    // As many empty squares as request.count positions give on 8x8.
    const std::size_t count = std::max<std::size_t>(1, request.count * 64 / (N * N));
    const auto positions = othello::playout_positions<N>(count, request.seed);
    for (const auto& p : positions) {
      for_each_bit(~(p.own | p.opp) & SquareBoard<N>::all(), [&](int sq) {
        cases->inputs.push_back({p.own, p.opp, sq});
      });
    }
    cases->playout_cases = cases->inputs.size();
    auto backgrounds = othello::random_positions<N>(4096, request.seed + 1);
    backgrounds.insert(backgrounds.end(), positions.begin(),
                       positions.begin() + std::min<std::size_t>(positions.size(), 4096));
    add_ray_cases<N>(backgrounds, request.seed + 2, cases->inputs);
  }
  cases->expected.reserve(cases->inputs.size());
  for (const auto& in : cases->inputs) cases->expected.push_back(reference.single(in));
  return cases;
}

// Returns flip inputs drawn from `dist`: a random legal move of playout positions (all, or
// one phase), or a random empty square of uniformly random boards.
template <int N>
std::vector<InputOf<N>> bench_inputs(const std::string& dist, std::size_t count,
                                     std::uint64_t seed) {
  using Board = BoardOf<N>;
  SplitMix64 random(seed ^ 0x5eed);
  const auto random_square = [&](Board bits) {
    for (std::uint32_t skip = random.below(popcount(bits)); skip; --skip) {
      bits ^= single_bit<Board>(lowest_index(bits));
    }
    return lowest_index(bits);
  };
  std::vector<InputOf<N>> inputs;
  inputs.reserve(count);
  if (dist == "random") {
    for (const auto& p : othello::random_positions<N>(count, seed)) {
      const Board empty = ~(p.own | p.opp) & SquareBoard<N>::all();
      const int sq = empty ? random_square(empty) : 0;
      inputs.push_back({p.own & ~single_bit<Board>(sq), p.opp & ~single_bit<Board>(sq), sq});
    }
    return inputs;
  }
  for (std::uint64_t round = 0; inputs.size() < count; ++round) {
    for (const auto& p : othello::playout_positions<N>(count, seed + round)) {
      if (dist != "playout" && othello::phase_name(othello::phase_of(p)) != dist) continue;
      inputs.push_back({p.own, p.opp, random_square(othello::legal_moves(p))});
      if (inputs.size() == count) break;
    }
  }
  return inputs;
}

}  // namespace

FlipFamily::FlipFamily(std::span<const flip::FlipImplementation* const> registry)
    : registry_(registry) {}

std::vector<ImplementationInfo> FlipFamily::implementations() const { return describe(registry_); }

std::vector<std::string> FlipFamily::distributions() const {
  return {"playout", "early", "middle", "late", "random"};
}

std::string_view FlipFamily::input_syntax() const {
  return "flip: OWN,OPP,SQ (the boards as hexadecimal numbers, bit row*N+col; SQ = row*N+col)";
}

bool FlipFamily::verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
                        std::ostream& log) const {
  const auto& entry = find_implementation(registry_, impl.name, name());
  return with_othello_size(size, [&]<int N>() { return verify_size<N>(entry, request, log); });
}

template <int N>
bool FlipFamily::verify_size(const flip::FlipImplementation& impl, const VerifyRequest& request,
                             std::ostream& log) const {
  const auto start = std::chrono::steady_clock::now();
  if (!cache_.cases || cache_.seed != request.seed || cache_.count != request.count ||
      cache_.input != request.input || cache_.size != N) {
    cache_ = {request.seed, request.count, request.input, N,
              make_cases<N>(request, loops_at<LoopsOf<N>>(find_reference(registry_), N))};
  }
  const auto& cases = *std::static_pointer_cast<const Cases<N>>(cache_.cases);
  const auto& loops = loops_at<LoopsOf<N>>(impl, N);

  const auto report = [&](std::size_t i, const BoardOf<N>& actual) {
    const std::string_view origin = !request.input.empty() ? "given input"
                                    : i < cases.playout_cases
                                        ? "playout position, every empty square"
                                        : "ray contents";
    return mismatch_report<N>(impl.name, cases.inputs[i], cases.expected[i], actual, request.seed,
                              origin);
  };
  const std::size_t mismatches = verify_loops(loops, cases.inputs, cases.expected, report, log);
  write_verify_summary(log, {"flip", impl.name, N, request.seed}, mismatches, cases.inputs.size(),
                       std::to_string(cases.playout_cases) + " playout position x empty square, " +
                           std::to_string(cases.inputs.size() - cases.playout_cases) +
                           " ray contents",
                       start);
  return mismatches == 0;
}

bool FlipFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  return with_othello_size(request.size, [&]<int N>() { return register_size<N>(request, log); });
}

template <int N>
bool FlipFamily::register_size(const BenchRequest& request, std::ostream& log) const {
  const auto& impl = find_implementation(registry_, request.implementation, name());
  const LoopsOf<N>& loops = loops_at<LoopsOf<N>>(impl, N);
  const auto& data = shared_bench_data(
      request.distribution, N, request.seed, loops_at<LoopsOf<N>>(find_reference(registry_), N),
      [&] { return bench_inputs<N>(request.distribution, kBenchInputs, request.seed); });
  if (impl.role != Role::kNull) {
    const auto report = [&](std::size_t i, const BoardOf<N>& actual) {
      return mismatch_report<N>(impl.name, (*data.inputs)[i], data.expected[i], actual,
                                request.seed, "benchmark input, dist:" + request.distribution);
    };
    if (verify_loops(loops, *data.inputs, data.expected, report, log) != 0) {
      log << "not timing flip/" << impl.name << " n:" << N << ": it disagrees with the reference\n";
      return false;
    }
  }
  register_loops(benchmark_name(*this, request), data.inputs, loops, request.mode);
  return true;
}

}  // namespace bitbench
