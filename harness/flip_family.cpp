#include "harness/flip_family.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/othello_positions.hpp"
#include "harness/random.hpp"
#include "kernels/flip/flip.hpp"

namespace bitbench {
namespace {

using flip::FlipInput;
using flip::FlipLoops;

constexpr int kSide = 8;
constexpr std::size_t kBenchInputs = 16384;  // 384 KiB of inputs: in L2, beyond L1
constexpr std::size_t kReportedMismatches = 3;

// A zero the compiler cannot see through, for the latency chain's data dependency.
volatile std::uint64_t opaque_zero_source = 0;

const FlipLoops& loops_for(const flip::FlipImplementation& impl, int size) {
  for (const auto& entry : impl.sizes) {
    if (entry.n == size) return entry.loops;
  }
  throw UsageError("flip/" + std::string(impl.name) + " has no size " + std::to_string(size));
}

std::uint64_t square_bit(int sq) { return std::uint64_t{1} << sq; }

std::string hex(std::uint64_t value) {
  char text[19];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(value));
  return text;
}

std::string describe_input(const FlipInput& in) {
  return hex(in.own) + "," + hex(in.opp) + "," + std::to_string(in.sq);
}

FlipInput parse_input(const std::string& text) {
  FlipInput in{};
  std::istringstream stream(text);
  std::string own, opp, sq;
  const bool three_fields = std::getline(stream, own, ',') && std::getline(stream, opp, ',') &&
                            std::getline(stream, sq) && stream.eof();
  try {
    std::size_t used_own = 0, used_opp = 0, used_sq = 0;
    if (three_fields) {
      in.own = std::stoull(own, &used_own, 0);
      in.opp = std::stoull(opp, &used_opp, 0);
      in.sq = std::stoi(sq, &used_sq, 0);
    }
    const bool whole =
        three_fields && used_own == own.size() && used_opp == opp.size() && used_sq == sq.size();
    if (whole && in.sq >= 0 && in.sq < kSide * kSide && !(in.own & in.opp) &&
        !((in.own | in.opp) & square_bit(in.sq))) {
      return in;
    }
  } catch (const std::logic_error&) {
  }
  throw UsageError("malformed --input '" + text + "' for family flip: expected OWN,OPP,SQ with " +
                   "disjoint boards and SQ an empty square 0..63");
}

// Returns the report of one mismatch: the position with the move, both results as boards,
// and the command that checks exactly this input again.
std::string mismatch_report(const std::string& impl, const FlipInput& in, std::uint64_t expected,
                            std::uint64_t actual, std::uint64_t seed, std::string_view origin) {
  const auto holds = [](std::uint64_t board, int row, int col) {
    return (board >> (row * kSide + col)) & 1;
  };
  const auto flips = [&](std::uint64_t board) {
    return [board, holds](int row, int col) { return holds(board, row, col) ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (row * kSide + col == in.sq) return '*';
    if (holds(in.own, row, col)) return 'X';
    return holds(in.opp, row, col) ? 'O' : '.';
  };
  std::ostringstream out;
  out << "MISMATCH flip/" << impl << " n:" << kSide << " seed:" << seed << " (" << origin << ")\n"
      << draw_boards(kSide, {{"X to move, * = move", position},
                             {"expected flips " + hex(expected), flips(expected)},
                             {"actual flips " + hex(actual), flips(actual)}})
      << "reproduce: bitbench verify --family flip --impl " << impl << " --size " << kSide
      << " --input " << describe_input(in) << "\n";
  return out.str();
}

// Returns the squares from `sq` (excluded) to the edge in the direction (d_row, d_col).
std::vector<int> ray(int sq, int d_row, int d_col) {
  std::vector<int> squares;
  for (int row = sq / kSide + d_row, col = sq % kSide + d_col;
       row >= 0 && row < kSide && col >= 0 && col < kSide; row += d_row, col += d_col) {
    squares.push_back(row * kSide + col);
  }
  return squares;
}

// Returns flip inputs at a random legal move of positions drawn from `dist`.
std::vector<FlipInput> bench_inputs(const std::string& dist, std::size_t count,
                                    std::uint64_t seed) {
  SplitMix64 random(seed ^ 0x5eed);
  std::vector<FlipInput> inputs;
  inputs.reserve(count);
  if (dist == "random") {
    for (const auto& p : othello::random_positions(count, seed)) {
      const std::uint64_t empty = ~(p.own | p.opp);
      const std::uint64_t sq_bit = empty ? empty : 1;  // a full board gets a move on square 0
      std::uint64_t pick = sq_bit;
      for (std::uint32_t skip = random.below(std::max(1, std::popcount(sq_bit))); skip; --skip) {
        pick &= pick - 1;
      }
      const int sq = std::countr_zero(pick);
      inputs.push_back({p.own & ~square_bit(sq), p.opp & ~square_bit(sq), sq});
    }
    return inputs;
  }
  for (std::uint64_t round = 0; inputs.size() < count; ++round) {
    for (const auto& p : othello::playout_positions(count, seed + round)) {
      if (dist != "playout" && othello::phase_name(othello::phase_of(p)) != dist) continue;
      std::uint64_t moves = othello::legal_moves(p);
      for (std::uint32_t skip = random.below(std::popcount(moves)); skip; --skip)
        moves &= moves - 1;
      inputs.push_back({p.own, p.opp, std::countr_zero(moves)});
      if (inputs.size() == count) break;
    }
  }
  return inputs;
}

// Returns "" when `loops` agree with `expected` on `inputs` through all three loops, or a
// description of the first disagreement.
std::string check_loops(const std::string& impl, const FlipLoops& loops,
                        const std::vector<FlipInput>& inputs,
                        const std::vector<std::uint64_t>& expected, std::uint64_t seed,
                        std::string_view origin) {
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const std::uint64_t actual = loops.single(inputs[i]);
    if (actual != expected[i])
      return mismatch_report(impl, inputs[i], expected[i], actual, seed, origin);
  }
  std::uint64_t folded = 0;
  for (std::uint64_t e : expected) folded ^= e;
  if (loops.throughput(inputs.data(), inputs.size()) != folded) {
    return "MISMATCH flip/" + impl + ": its throughput loop disagrees with its single call\n";
  }
  if (!inputs.empty() && loops.latency(inputs.data(), inputs.size(), 0) != expected.back()) {
    return "MISMATCH flip/" + impl + ": its latency chain disagrees with its single call\n";
  }
  return "";
}

}  // namespace

struct FlipFamily::VerifyCases {
  std::uint64_t seed;
  std::size_t count;
  std::string input;
  std::vector<FlipInput> inputs;
  std::vector<std::uint64_t> expected;
  std::size_t playout_cases = 0;  // the first cases; the exhaustive ray cases follow
};

FlipFamily::FlipFamily(std::span<const flip::FlipImplementation* const> registry)
    : registry_(registry) {}
FlipFamily::~FlipFamily() = default;

const flip::FlipImplementation& FlipFamily::find(std::string_view name) const {
  for (const auto* impl : registry_) {
    if (impl->name == name) return *impl;
  }
  throw UsageError("unknown flip implementation '" + std::string(name) + "'");
}

const flip::FlipImplementation& FlipFamily::reference() const {
  for (const auto* impl : registry_) {
    if (impl->role == flip::Role::kReference) return *impl;
  }
  throw std::logic_error("the flip registry has no reference");
}

std::vector<ImplementationInfo> FlipFamily::implementations() const {
  std::vector<ImplementationInfo> out;
  for (const auto* impl : registry_) {
    ImplementationInfo info{std::string(impl->name),
                            std::string(impl->description),
                            impl->needs,
                            {},
                            ImplementationRole::kKernel};
    for (const auto& size : impl->sizes) info.sizes.push_back(size.n);
    if (impl->role == flip::Role::kReference) info.role = ImplementationRole::kReference;
    if (impl->role == flip::Role::kNull) info.role = ImplementationRole::kNull;
    out.push_back(std::move(info));
  }
  return out;
}

std::vector<std::string> FlipFamily::distributions() const {
  return {"playout", "early", "middle", "late", "random"};
}

std::string_view FlipFamily::input_syntax() const {
  return "flip: OWN,OPP,SQ (the two boards as numbers such as 0x0000000810000000, SQ = 8*row+col)";
}

bool FlipFamily::verify(const ImplementationInfo& impl, int size, const VerifyRequest& request,
                        std::ostream& log) const {
  const auto start = std::chrono::steady_clock::now();
  const bool same_request = cached_cases_ && cached_cases_->seed == request.seed &&
                            cached_cases_->count == request.count &&
                            cached_cases_->input == request.input;
  if (!same_request) {
    auto cases = std::make_unique<VerifyCases>();
    cases->seed = request.seed;
    cases->count = request.count;
    cases->input = request.input;
    if (!request.input.empty()) {
      cases->inputs.push_back(parse_input(request.input));
    } else {
      const auto positions = othello::playout_positions(request.count, request.seed);
      for (const auto& p : positions) {
        for (std::uint64_t empty = ~(p.own | p.opp); empty; empty &= empty - 1) {
          cases->inputs.push_back({p.own, p.opp, std::countr_zero(empty)});
        }
      }
      cases->playout_cases = cases->inputs.size();
      // Exhaustive rays: every assignment of empty/own/opponent to the squares of every ray,
      // the rest of the board taken in turn from playout and from uniformly random boards.
      const auto random_boards = othello::random_positions(4096, request.seed + 1);
      std::size_t background = 0;
      for (int sq = 0; sq < kSide * kSide; ++sq) {
        for (int d_row = -1; d_row <= 1; ++d_row) {
          for (int d_col = -1; d_col <= 1; ++d_col) {
            if (d_row == 0 && d_col == 0) continue;
            const auto squares = ray(sq, d_row, d_col);
            std::uint64_t assignments = 1;
            for (std::size_t i = 0; i < squares.size(); ++i) assignments *= 3;
            for (std::uint64_t a = 0; a < assignments; ++a, ++background) {
              const auto& bg = background % 2 ? random_boards[background / 2 % random_boards.size()]
                                              : positions[background / 2 % positions.size()];
              std::uint64_t cleared = square_bit(sq);
              for (int s : squares) cleared |= square_bit(s);
              FlipInput in{bg.own & ~cleared, bg.opp & ~cleared, sq};
              std::uint64_t digits = a;
              for (int s : squares) {
                if (digits % 3 == 1) in.own |= square_bit(s);
                if (digits % 3 == 2) in.opp |= square_bit(s);
                digits /= 3;
              }
              cases->inputs.push_back(in);
            }
          }
        }
      }
    }
    const FlipLoops& reference_loops = loops_for(reference(), size);
    cases->expected.reserve(cases->inputs.size());
    for (const auto& in : cases->inputs) cases->expected.push_back(reference_loops.single(in));
    cached_cases_ = std::move(cases);
  }

  const VerifyCases& cases = *cached_cases_;
  const FlipLoops& loops = loops_for(find(impl.name), size);
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < cases.inputs.size(); ++i) {
    const std::uint64_t actual = loops.single(cases.inputs[i]);
    if (actual == cases.expected[i]) continue;
    if (++mismatches <= kReportedMismatches) {
      const std::string_view origin = !request.input.empty() ? "given input"
                                      : i < cases.playout_cases
                                          ? "playout position, every empty square"
                                          : "exhaustive ray";
      log << mismatch_report(impl.name, cases.inputs[i], cases.expected[i], actual, request.seed,
                             origin);
    }
  }
  if (mismatches == 0) {
    const std::string loop_error =
        check_loops(impl.name, loops, cases.inputs, cases.expected, request.seed, "loops");
    if (!loop_error.empty()) {
      log << loop_error;
      mismatches = 1;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char timing[32];
  std::snprintf(timing, sizeof timing, "%.2f s", seconds);
  log << "flip/" << impl.name << " n:" << size << " seed:" << request.seed << ": "
      << (mismatches ? "FAILED, " + std::to_string(mismatches) + " of " : std::string("ok, "))
      << cases.inputs.size() << " cases (" << cases.playout_cases
      << " playout position x empty square, " << cases.inputs.size() - cases.playout_cases
      << " exhaustive ray) in " << timing << "\n";
  return mismatches == 0;
}

bool FlipFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  const FlipLoops loops = loops_for(find(request.implementation), request.size);
  const FlipLoops& reference_loops = loops_for(reference(), request.size);
  auto inputs = std::make_shared<const std::vector<FlipInput>>(
      bench_inputs(request.distribution, kBenchInputs, request.seed));
  const auto& impl = find(request.implementation);
  if (impl.role != flip::Role::kNull) {
    std::vector<std::uint64_t> expected;
    for (const auto& in : *inputs) expected.push_back(reference_loops.single(in));
    const std::string error =
        check_loops(request.implementation, loops, *inputs, expected, request.seed,
                    "benchmark inputs, dist:" + request.distribution);
    if (!error.empty()) {
      log << error << "not timing flip/" << request.implementation
          << ": it disagrees with the reference\n";
      return false;
    }
  }
  const std::string name = benchmark_name(*this, request);
  if (request.mode == Mode::kThroughput) {
    benchmark::RegisterBenchmark(name.c_str(), [inputs, loops](benchmark::State& state) {
      for (auto _ : state) {
        benchmark::DoNotOptimize(loops.throughput(inputs->data(), inputs->size()));
      }
      state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * inputs->size()));
    });
  } else {
    benchmark::RegisterBenchmark(name.c_str(), [inputs, loops](benchmark::State& state) {
      const std::uint64_t zero = opaque_zero_source;
      for (auto _ : state) {
        benchmark::DoNotOptimize(loops.latency(inputs->data(), inputs->size(), zero));
      }
      state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * inputs->size()));
    });
  }
  return true;
}

}  // namespace bitbench
