#include "harness/attacks_family.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "harness/random.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

using attacks::AttackInputOf;
using attacks::AttackLoopsOf;
using attacks::Piece;
using Input = AttackInputOf<std::uint64_t>;
using Loops = AttackLoopsOf<std::uint64_t>;

constexpr int kSide = 8;
constexpr std::size_t kBenchInputs = 16384;
constexpr Piece kPieces[] = {Piece::kRook, Piece::kBishop, Piece::kQueen};

std::string_view piece_name(Piece piece) {
  switch (piece) {
    case Piece::kRook:
      return "rook";
    case Piece::kBishop:
      return "bishop";
    case Piece::kQueen:
      return "queen";
  }
  return "";
}

const Loops& loops_of(const attacks::AttackImplementation& impl, Piece piece) {
  for (const auto& entry : impl.sizes) {
    if (entry.n == kSide && entry.piece == piece) return std::get<Loops>(entry.loops);
  }
  throw UsageError("attacks/" + std::string(impl.name) + " has no " +
                   std::string(piece_name(piece)));
}

// Returns a random board where each square is occupied with `percent` chance.
std::uint64_t random_occupancy(SplitMix64& random, std::uint32_t percent) {
  std::uint64_t occ = 0;
  for (int sq = 0; sq < kSide * kSide; ++sq) {
    if (random.below(100) < percent) occ |= std::uint64_t{1} << sq;
  }
  return occ;
}

// Returns the squares whose occupancy can change the attacks from `sq`, by the reference: a
// square matters when occupying it alone changes the attacks of the empty board.
std::uint64_t relevant_squares(const Loops& reference, int sq) {
  const std::uint64_t empty_board = reference.single({0, sq});
  std::uint64_t mask = 0;
  for (std::uint64_t ray = empty_board; ray; ray &= ray - 1) {
    const std::uint64_t square = ray & -ray;
    if (reference.single({square, sq}) != empty_board) mask |= square;
  }
  return mask;
}

// Appends, for every square, every subset of `masks(sq)` (Carry-Rippler enumeration), once
// alone and once with random squares outside the mask occupied.
template <class Masks>
void add_blocker_subsets(Masks masks, SplitMix64& random, std::vector<Input>& inputs) {
  for (int sq = 0; sq < kSide * kSide; ++sq) {
    for (std::uint64_t mask : masks(sq)) {
      std::uint64_t subset = 0;
      do {
        inputs.push_back({subset, sq});
        inputs.push_back({subset | (random.next() & random.next() & ~mask), sq});
        subset = (subset - mask) & mask;
      } while (subset);
    }
  }
}

// Returns the piece and input written as PIECE,OCC,SQ.
std::pair<Piece, Input> parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string piece, occ, sq;
  if (std::getline(stream, piece, ',') && std::getline(stream, occ, ',') &&
      std::getline(stream, sq) && stream.eof()) {
    for (Piece p : kPieces) {
      if (piece_name(p) != piece) continue;
      try {
        std::size_t used = 0;
        const Input in{parse_board<std::uint64_t>(occ), std::stoi(sq, &used, 10)};
        if (used == sq.size() && in.sq >= 0 && in.sq < kSide * kSide) return {p, in};
      } catch (const std::logic_error&) {
      }
    }
  }
  throw UsageError("malformed --input '" + text +
                   "' for attacks: expected PIECE,OCC,SQ with PIECE rook, bishop or queen and "
                   "SQ 0..63");
}

// Returns the report of one mismatch: the occupancy with the piece, both attack sets as
// boards, and the command that checks exactly this input again.
std::string draw_mismatch(std::string_view impl, Piece piece, const Input& in,
                          std::uint64_t expected, std::uint64_t actual, std::uint64_t seed,
                          std::string_view origin) {
  const auto at = [](int row, int col) { return row * kSide + col; };
  const auto squares = [&](std::uint64_t board) {
    return [board, at](int row, int col) { return (board >> at(row, col)) & 1 ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (at(row, col) == in.sq) return 'P';
    return (in.occ >> at(row, col)) & 1 ? 'x' : '.';
  };
  std::ostringstream out;
  out << "MISMATCH attacks/" << impl << " n:8 piece:" << piece_name(piece) << " seed:" << seed
      << " (" << origin << ")\n"
      << draw_boards(kSide, {{"P = " + std::string(piece_name(piece)) + ", x = occupied", position},
                             {"expected " + to_hex(expected), squares(expected)},
                             {"actual " + to_hex(actual), squares(actual)}})
      << "reproduce: bitbench verify --family attacks --impl " << impl << " --size 8 --input "
      << piece_name(piece) << "," << to_hex(in.occ) << "," << in.sq << "\n";
  return out.str();
}

}  // namespace

std::vector<ImplementationInfo> AttacksFamily::implementations() const {
  std::vector<ImplementationInfo> out = describe(registry_);
  for (std::size_t i = 0; i < out.size(); ++i) {
    out[i].sizes.erase(std::unique(out[i].sizes.begin(), out[i].sizes.end()), out[i].sizes.end());
    out[i].table_bytes = registry_[i]->table_bytes;
  }
  return out;
}

std::string_view AttacksFamily::input_syntax() const {
  return "PIECE,OCC,SQ (rook, bishop or queen; the occupancy as a hexadecimal number, "
         "bit 8*row+col; SQ = 8*row+col)";
}

bool AttacksFamily::verify(const ImplementationInfo& info, int size, const VerifyRequest& request,
                           std::ostream& log) const {
  if (size != kSide) throw UsageError("attacks has only size 8");
  const auto& impl = find_implementation(registry_, info.name, name());
  const auto& reference = find_reference(registry_);
  const auto start = std::chrono::steady_clock::now();
  for (Piece piece : kPieces) loops_of(impl, piece).single({0, 0});  // builds lazy tables
  const double startup_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  std::vector<std::pair<Piece, Input>> given;
  if (!request.input.empty()) given.push_back(parse_input(request.input));
  std::size_t mismatches = 0, cases = 0;
  for (Piece piece : kPieces) {
    SplitMix64 random(request.seed);
    std::vector<Input> inputs;
    std::string origin = "given input";
    if (!request.input.empty()) {
      if (given.front().first != piece) continue;
      inputs.push_back(given.front().second);
    } else {
      const auto masks = [&](int sq) {
        std::vector<std::uint64_t> out;
        for (Piece line : {Piece::kRook, Piece::kBishop}) {
          if (piece == line || piece == Piece::kQueen) {
            out.push_back(relevant_squares(loops_of(reference, line), sq));
          }
        }
        return out;
      };
      add_blocker_subsets(masks, random, inputs);
      for (std::size_t i = 0; i < request.count; ++i) {
        const int sq = static_cast<int>(random.below(kSide * kSide));
        inputs.push_back({random_occupancy(random, 10 + 20 * random.below(4)), sq});
      }
      origin = "blocker subsets, then random boards";
    }
    std::vector<std::uint64_t> expected;
    for (const Input& in : inputs) expected.push_back(loops_of(reference, piece).single(in));
    const auto report = [&](std::size_t i, std::uint64_t actual) {
      return draw_mismatch(impl.name, piece, inputs[i], expected[i], actual, request.seed, origin);
    };
    mismatches += verify_loops(loops_of(impl, piece), inputs, expected, report, log);
    cases += inputs.size();
  }
  char startup[64];
  std::snprintf(startup, sizeof startup, "; start-up %.1f ms", startup_ms);
  write_verify_summary(log, {name(), impl.name, size, request.seed}, mismatches, cases,
                       "rook, bishop and queen: every blocker subset of every square, alone and "
                       "with random squares beyond, then random boards" +
                           std::string(request.input.empty() ? startup : ""),
                       start);
  return mismatches == 0;
}

bool AttacksFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  if (request.size != kSide) throw UsageError("attacks has only size 8");
  const auto& impl = find_implementation(registry_, request.implementation, name());
  const auto& reference = find_reference(registry_);
  const std::uint32_t percent =
      std::stoul(request.distribution.substr(std::string("density").size()));
  for (Piece piece : kPieces) {
    const auto& data = shared_bench_data(
        request.distribution + "/" + std::string(piece_name(piece)), kSide, request.seed,
        loops_of(reference, piece), [&] {
          SplitMix64 random(request.seed);
          std::vector<Input> inputs;
          for (std::size_t i = 0; i < kBenchInputs; ++i) {
            const int sq = static_cast<int>(random.below(kSide * kSide));
            inputs.push_back({random_occupancy(random, percent) | std::uint64_t{1} << sq, sq});
          }
          return inputs;
        });
    const Loops& loops = loops_of(impl, piece);
    if (impl.role != Role::kNull) {
      const auto report = [&](std::size_t i, std::uint64_t actual) {
        return draw_mismatch(impl.name, piece, (*data.inputs)[i], data.expected[i], actual,
                             request.seed, "benchmark input, dist:" + request.distribution);
      };
      if (verify_loops(loops, *data.inputs, data.expected, report, log) != 0) {
        log << "not timing attacks/" << impl.name << ": it disagrees with the reference\n";
        return false;
      }
    }
    register_loops(benchmark_name(*this, request, "piece:" + std::string(piece_name(piece))),
                   data.inputs, loops, request.mode,
                   {{"table_bytes", static_cast<double>(impl.table_bytes)}});
  }
  return true;
}

}  // namespace bitbench
