#include "harness/moves_family.hpp"

#include <chrono>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_sizes.hpp"
#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "harness/othello_positions.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

template <int N>
using BoardOf = typename SquareBoard<N>::Board;
template <int N>
using InputOf = moves::MovesInputOf<BoardOf<N>>;
template <int N>
using LoopsOf = moves::MovesLoopsOf<BoardOf<N>>;

constexpr std::size_t kBenchInputs = 16384;

template <int N>
struct Cases {
  std::vector<InputOf<N>> inputs;
  std::vector<BoardOf<N>> expected;
  std::size_t playout_cases = 0;  // the first cases; uniformly random boards follow
};

template <int N>
InputOf<N> parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string own, opp;
  if (std::getline(stream, own, ',') && std::getline(stream, opp) && stream.eof()) {
    try {
      const InputOf<N> in{parse_board<BoardOf<N>>(own), parse_board<BoardOf<N>>(opp)};
      if (!(in.own & in.opp) && !((in.own | in.opp) & ~SquareBoard<N>::all())) return in;
    } catch (const std::logic_error&) {
    }
  }
  throw UsageError("malformed --input '" + text + "' for moves n:" + std::to_string(N) +
                   ": expected OWN,OPP, two disjoint boards inside the board");
}

template <int N>
std::string mismatch_report(std::string_view impl, const InputOf<N>& in, const BoardOf<N>& expected,
                            const BoardOf<N>& actual, std::uint64_t seed, std::string_view origin) {
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

template <int N>
std::shared_ptr<const Cases<N>> make_cases(const VerifyRequest& request,
                                           const LoopsOf<N>& reference) {
  auto cases = std::make_shared<Cases<N>>();
  if (!request.input.empty()) {
    cases->inputs.push_back(parse_input<N>(request.input));
  } else {
    for (const auto& p : othello::playout_positions<N>(request.count, request.seed)) {
      cases->inputs.push_back({p.own, p.opp});
    }
    cases->playout_cases = cases->inputs.size();
    for (const auto& p : othello::random_positions<N>(request.count, request.seed + 1)) {
      cases->inputs.push_back({p.own, p.opp});
    }
  }
  cases->expected.reserve(cases->inputs.size());
  for (const auto& in : cases->inputs) cases->expected.push_back(reference.single(in));
  return cases;
}

template <int N>
std::vector<InputOf<N>> bench_inputs(const std::string& dist, std::size_t count,
                                     std::uint64_t seed) {
  std::vector<InputOf<N>> inputs;
  inputs.reserve(count);
  if (dist == "random") {
    for (const auto& p : othello::random_positions<N>(count, seed))
      inputs.push_back({p.own, p.opp});
    return inputs;
  }
  for (std::uint64_t round = 0; inputs.size() < count; ++round) {
    for (const auto& p : othello::playout_positions<N>(count, seed + round)) {
      if (dist != "playout" && othello::phase_name(othello::phase_of(p)) != dist) continue;
      inputs.push_back({p.own, p.opp});
      if (inputs.size() == count) break;
    }
  }
  return inputs;
}

}  // namespace

MovesFamily::MovesFamily(std::span<const moves::MovesImplementation* const> registry)
    : registry_(registry) {}

std::vector<ImplementationInfo> MovesFamily::implementations() const { return describe(registry_); }

std::vector<std::string> MovesFamily::distributions() const {
  return {"playout", "early", "middle", "late", "random"};
}

std::string_view MovesFamily::input_syntax() const {
  return "moves: OWN,OPP (the boards as hexadecimal numbers, bit row*N+col)";
}

bool MovesFamily::verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
                         std::ostream& log) const {
  const auto& entry = find_implementation(registry_, impl.name, name());
  return with_othello_size(size, [&]<int N>() { return verify_size<N>(entry, request, log); });
}

template <int N>
bool MovesFamily::verify_size(const moves::MovesImplementation& impl, const VerifyRequest& request,
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
    const std::string_view origin = !request.input.empty()    ? "given input"
                                    : i < cases.playout_cases ? "playout position"
                                                              : "random board";
    return mismatch_report<N>(impl.name, cases.inputs[i], cases.expected[i], actual, request.seed,
                              origin);
  };
  const std::size_t mismatches = verify_loops(loops, cases.inputs, cases.expected, report, log);
  write_verify_summary(log, {"moves", impl.name, N, request.seed}, mismatches, cases.inputs.size(),
                       std::to_string(cases.playout_cases) + " playout positions, " +
                           std::to_string(cases.inputs.size() - cases.playout_cases) +
                           " random boards",
                       start);
  return mismatches == 0;
}

bool MovesFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  return with_othello_size(request.size, [&]<int N>() { return register_size<N>(request, log); });
}

template <int N>
bool MovesFamily::register_size(const BenchRequest& request, std::ostream& log) const {
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
      log << "not timing moves/" << impl.name << " n:" << N
          << ": it disagrees with the reference\n";
      return false;
    }
  }
  register_loops(benchmark_name(*this, request), data.inputs, loops, request.mode);
  return true;
}

}  // namespace bitbench
