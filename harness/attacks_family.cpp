#include "harness/attacks_family.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_sizes.hpp"
#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "harness/registry_access.hpp"
#include "kernels/attacks/rotated.hpp"
#include "kernels/attacks/shogi.hpp"
#include "kernels/core/random.hpp"

namespace bitbench {
namespace {

using attacks::Piece;

// The squares, bits and pieces of a chess board of side N.
template <int N>
struct ChessBoard {
  using Board = typename SquareBoard<N>::Board;
  static constexpr int kSquares = N * N;
  static constexpr Piece kPieces[] = {Piece::kRook, Piece::kBishop, Piece::kQueen};
  static constexpr int bit(int sq) { return sq; }
  static constexpr Board all() { return SquareBoard<N>::all(); }
  // The square drawn at (row, col).
  static constexpr int square_at(int row, int col) { return SquareBoard<N>::square(row, col); }
};

// The shogi board, registered as size 9 (kernels/attacks/shogi.hpp). Drawn as a shogi
// diagram: rank 1 at the top, file 9 on the left.
struct ShogiBoard {
  using Board = attacks::shogi::Board;
  static constexpr int kSquares = attacks::shogi::kSquares;
  static constexpr Piece kPieces[] = {Piece::kRook, Piece::kBishop, Piece::kLanceBlack,
                                      Piece::kLanceWhite};
  static constexpr int bit(int sq) { return attacks::shogi::bit_of(sq); }
  static constexpr Board all() { return attacks::shogi::all_squares(); }
  static constexpr int square_at(int row, int col) {
    return attacks::shogi::square(attacks::shogi::kSide - 1 - col, row);
  }
};

template <int N>
using GeometryOf = std::conditional_t<N == 9, ShogiBoard, ChessBoard<N>>;
template <int N>
using BoardOf = typename GeometryOf<N>::Board;
template <int N>
using InputOf = attacks::AttackInputOf<BoardOf<N>>;
template <int N>
using LoopsOf = attacks::AttackLoopsOf<BoardOf<N>>;

constexpr std::size_t kBenchInputs = 16384;
// Masks of up to this many squares get every subset (all of 8x8 chess and of shogi, whose
// rook masks reach 14 squares); larger ones (rooks beyond 8x8) a sample.
constexpr int kExhaustiveMaskBits = 14;
constexpr std::size_t kSampledSubsets = 1024;

// The board sizes the attack kernels are built for: chess 8, 10, 12 and 16, shogi 9.
constexpr int kAttackSizes[] = {8, 9, 10, 12, 16};

std::string_view piece_name(Piece piece) {
  switch (piece) {
    case Piece::kRook:
      return "rook";
    case Piece::kBishop:
      return "bishop";
    case Piece::kQueen:
      return "queen";
    case Piece::kLanceBlack:
      return "lance_black";
    case Piece::kLanceWhite:
      return "lance_white";
  }
  return "";
}

// The pieces whose relevant masks together make the relevant squares of `piece`.
std::vector<Piece> lines_of(Piece piece) {
  if (piece == Piece::kQueen) return {Piece::kRook, Piece::kBishop};
  return {piece};
}

// Returns the loops of `piece` at size N of an implementation that takes plain occupancies
// (the reference does), or nullptr when it has none.
template <int N>
const LoopsOf<N>* loops_of(const attacks::AttackImplementation& impl, Piece piece) {
  for (const auto& entry : impl.sizes) {
    if (entry.n == N && entry.piece == piece) return &std::get<LoopsOf<N>>(entry.loops);
  }
  return nullptr;
}

// Returns use(loops, inputs) with the loops of `piece` at size N and `inputs` in the form
// those loops take: as they are, or, for a kernel that takes ready-made rotated occupancies,
// with the rotations prepared here, outside anything timed.
template <int N, class Use>
decltype(auto) with_kernel_inputs(const attacks::AttackImplementation& impl, Piece piece,
                                  const std::shared_ptr<const std::vector<InputOf<N>>>& inputs,
                                  Use use) {
  for (const auto& entry : impl.sizes) {
    if (entry.n != N || entry.piece != piece) continue;
    if constexpr (N == 8) {
      if (const auto* ready = std::get_if<attacks::ReadyRotatedLoops>(&entry.loops)) {
        auto rotated =
            std::make_shared<std::vector<attacks::AttackInputOf<attacks::RotatedOccupancy>>>();
        for (const auto& in : *inputs)
          rotated->push_back({attacks::rotated::rotate(in.occ), in.sq});
        return use(*ready, std::shared_ptr<const decltype(rotated)::element_type>(rotated));
      }
    }
    return use(std::get<LoopsOf<N>>(entry.loops), inputs);
  }
  throw std::logic_error(std::string(impl.name) + " has no entry for a piece of its size");
}

// Returns the bytes of the tables `impl` reads at size n (0 for none).
std::size_t table_bytes_at(const attacks::AttackImplementation& impl, int n) {
  for (const auto& tables : impl.table_bytes) {
    if (tables.n == n) return tables.bytes;
  }
  return 0;
}

// Returns a random board where each square is occupied with `percent` chance.
template <int N>
BoardOf<N> random_occupancy(SplitMix64& random, std::uint32_t percent) {
  BoardOf<N> occ{};
  for (int sq = 0; sq < GeometryOf<N>::kSquares; ++sq) {
    if (random.below(100) < percent) set_bit(occ, GeometryOf<N>::bit(sq));
  }
  return occ;
}

// Returns the squares whose occupancy can change the attacks from `sq`, by the reference: a
// square matters when occupying it alone changes the attacks of the empty board. Works on bit
// indices, which are the squares on a chess board.
template <int N>
BoardOf<N> relevant_squares(const LoopsOf<N>& reference, int sq) {
  const BoardOf<N> empty_board = reference.single({BoardOf<N>{}, sq});
  BoardOf<N> mask{};
  for_each_bit(empty_board, [&](int square) {
    if (!(reference.single({single_bit<BoardOf<N>>(square), sq}) == empty_board)) {
      set_bit(mask, square);
    }
  });
  return mask;
}

// Appends, for every square, the subsets of each of `masks(sq)` (all of them by Carry-Rippler
// enumeration up to kExhaustiveMaskBits squares, a random sample beyond), once alone and
// once with random squares outside the mask occupied.
template <int N, class Masks>
void add_blocker_subsets(Masks masks, SplitMix64& random, std::vector<InputOf<N>>& inputs) {
  using Board = BoardOf<N>;
  for (int sq = 0; sq < GeometryOf<N>::kSquares; ++sq) {
    for (const Board& mask : masks(sq)) {
      const auto add = [&](const Board& subset) {
        inputs.push_back({subset, sq});
        inputs.push_back({subset | (random_occupancy<N>(random, 30) & ~mask), sq});
      };
      if (popcount(mask) <= kExhaustiveMaskBits) {
        Board subset{};
        do {
          add(subset);
          subset = (subset - mask) & mask;
        } while (static_cast<bool>(subset));
      } else {
        for (std::size_t i = 0; i < kSampledSubsets; ++i) {
          add(random_occupancy<N>(random, 10 + 20 * random.below(4)) & mask);
        }
      }
    }
  }
}

// Returns the piece and input written as PIECE,OCC,SQ.
template <int N>
std::pair<Piece, InputOf<N>> parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string piece, occ, sq;
  if (std::getline(stream, piece, ',') && std::getline(stream, occ, ',') &&
      std::getline(stream, sq) && stream.eof()) {
    for (Piece p : GeometryOf<N>::kPieces) {
      if (piece_name(p) != piece) continue;
      try {
        std::size_t used = 0;
        const InputOf<N> in{parse_board<BoardOf<N>>(occ), std::stoi(sq, &used, 10)};
        if (used == sq.size() && in.sq >= 0 && in.sq < GeometryOf<N>::kSquares &&
            !(in.occ & ~GeometryOf<N>::all())) {
          return {p, in};
        }
      } catch (const std::logic_error&) {
      }
    }
  }
  std::string pieces;
  for (Piece p : GeometryOf<N>::kPieces) {
    pieces += (pieces.empty() ? "" : ", ") + std::string(piece_name(p));
  }
  throw UsageError("malformed --input '" + text + "' for attacks n:" + std::to_string(N) +
                   ": expected PIECE,OCC,SQ with PIECE one of " + pieces + " and SQ 0.." +
                   std::to_string(GeometryOf<N>::kSquares - 1));
}

// Returns the report of one mismatch: the occupancy with the piece, both attack sets as
// boards, and the command that checks exactly this input again.
template <int N>
std::string draw_mismatch(std::string_view impl, Piece piece, const InputOf<N>& in,
                          const BoardOf<N>& expected, const BoardOf<N>& actual, std::uint64_t seed,
                          std::string_view origin) {
  using Geometry = GeometryOf<N>;
  const auto at = [](int row, int col) { return Geometry::bit(Geometry::square_at(row, col)); };
  const auto squares = [&](BoardOf<N> board) {
    return [board, at](int row, int col) { return test_bit(board, at(row, col)) ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (Geometry::square_at(row, col) == in.sq) return 'P';
    return test_bit(in.occ, at(row, col)) ? 'x' : '.';
  };
  std::ostringstream out;
  out << "MISMATCH attacks/" << impl << " n:" << N << " piece:" << piece_name(piece)
      << " seed:" << seed << " (" << origin << ")\n"
      << draw_boards(N, {{"P = " + std::string(piece_name(piece)) + ", x = occupied", position},
                         {"expected " + to_hex(expected), squares(expected)},
                         {"actual " + to_hex(actual), squares(actual)}})
      << "reproduce: bitbench verify --family attacks --impl " << impl << " --size " << N
      << " --input " << piece_name(piece) << "," << to_hex(in.occ) << "," << in.sq << "\n";
  return out.str();
}

template <int N>
bool verify_size(const attacks::AttackImplementation& impl,
                 const attacks::AttackImplementation& reference, const VerifyRequest& request,
                 std::ostream& log) {
  const auto start = std::chrono::steady_clock::now();
  const auto empty_board = std::make_shared<const std::vector<InputOf<N>>>(1);
  for (Piece piece : GeometryOf<N>::kPieces) {  // builds the lazy tables
    with_kernel_inputs<N>(impl, piece, empty_board, [](const auto& loops, const auto& inputs) {
      loops.single(inputs->front());
    });
  }
  const double startup_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  std::vector<std::pair<Piece, InputOf<N>>> given;
  if (!request.input.empty()) given.push_back(parse_input<N>(request.input));
  std::size_t mismatches = 0, cases = 0;
  for (Piece piece : GeometryOf<N>::kPieces) {
    SplitMix64 random(request.seed);
    auto made = std::make_shared<std::vector<InputOf<N>>>();
    std::vector<InputOf<N>>& inputs = *made;
    std::string origin = "given input";
    if (!request.input.empty()) {
      if (given.front().first != piece) continue;
      inputs.push_back(given.front().second);
    } else {
      const auto masks = [&](int sq) {
        std::vector<BoardOf<N>> out;
        for (Piece line : lines_of(piece)) {
          out.push_back(relevant_squares<N>(*loops_of<N>(reference, line), sq));
        }
        return out;
      };
      add_blocker_subsets<N>(masks, random, inputs);
      for (std::size_t i = 0; i < request.count; ++i) {
        const int sq = static_cast<int>(random.below(GeometryOf<N>::kSquares));
        inputs.push_back({random_occupancy<N>(random, 10 + 20 * random.below(4)), sq});
      }
      origin = "blocker subsets, then random boards";
    }
    std::vector<BoardOf<N>> expected;
    for (const auto& in : inputs) expected.push_back(loops_of<N>(reference, piece)->single(in));
    const auto report = [&](std::size_t i, const BoardOf<N>& actual) {
      return draw_mismatch<N>(impl.name, piece, inputs[i], expected[i], actual, request.seed,
                              origin);
    };
    mismatches +=
        with_kernel_inputs<N>(impl, piece, made, [&](const auto& loops, const auto& kernel_inputs) {
          return verify_loops(loops, *kernel_inputs, expected, report, log);
        });
    cases += inputs.size();
  }
  char startup[64];
  std::snprintf(startup, sizeof startup, "; start-up %.1f ms", startup_ms);
  write_verify_summary(log, {"attacks", impl.name, N, request.seed}, mismatches, cases,
                       (N == 9 ? "rook, bishop and both lances" : "rook, bishop and queen") +
                           std::string(": blocker subsets of every square, alone and with "
                                       "random squares beyond, then random boards") +
                           std::string(request.input.empty() ? startup : ""),
                       start);
  return mismatches == 0;
}

}  // namespace

std::vector<ImplementationInfo> AttacksFamily::implementations() const {
  std::vector<ImplementationInfo> out = describe(registry_);
  for (std::size_t i = 0; i < out.size(); ++i) {
    auto& sizes = out[i].sizes;
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (const auto& [n, bytes] : registry_[i]->table_bytes) {
      if (bytes != 0) out[i].table_bytes.emplace_back(n, bytes);
    }
  }
  return out;
}

std::string_view AttacksFamily::input_syntax() const {
  return "PIECE,OCC,SQ (chess: rook, bishop or queen, the occupancy as a hexadecimal number "
         "of bits row*N+col, SQ = row*N+col; shogi, size 9: rook, bishop, lance_black or "
         "lance_white, SQ = 9*file+rank, bit SQ below 63 and SQ+1 from 63)";
}

bool AttacksFamily::verify(const ImplementationInfo& info, int size, const VerifyRequest& request,
                           std::ostream& log) const {
  const auto& impl = find_implementation(registry_, info.name, name());
  const auto& reference = find_reference(registry_);
  return with_size<kAttackSizes>(size, "attacks board of size", [&]<int N>() {
    return verify_size<N>(impl, reference, request, log);
  });
}

bool AttacksFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  const auto& impl = find_implementation(registry_, request.implementation, name());
  const auto& reference = find_reference(registry_);
  const std::uint32_t percent =
      std::stoul(request.distribution.substr(std::string("density").size()));
  return with_size<kAttackSizes>(request.size, "attacks board of size", [&]<int N>() {
    for (Piece piece : GeometryOf<N>::kPieces) {
      const auto& data = shared_bench_data(
          request.distribution + "/" + std::string(piece_name(piece)), N, request.seed,
          *loops_of<N>(reference, piece), [&] {
            SplitMix64 random(request.seed);
            std::vector<InputOf<N>> inputs;
            for (std::size_t i = 0; i < kBenchInputs; ++i) {
              const int sq = static_cast<int>(random.below(GeometryOf<N>::kSquares));
              inputs.push_back({random_occupancy<N>(random, percent) |
                                    single_bit<BoardOf<N>>(GeometryOf<N>::bit(sq)),
                                sq});
            }
            return inputs;
          });
      const bool agrees = with_kernel_inputs<N>(
          impl, piece, data.inputs, [&](const auto& loops, const auto& kernel_inputs) {
            if (impl.role != Role::kNull) {
              const auto report = [&](std::size_t i, const auto& actual) {
                return draw_mismatch<N>(impl.name, piece, (*data.inputs)[i], data.expected[i],
                                        actual, request.seed,
                                        "benchmark input, dist:" + request.distribution);
              };
              if (verify_loops(loops, *kernel_inputs, data.expected, report, log) != 0) {
                log << "not timing attacks/" << impl.name << ": it disagrees with the reference\n";
                return false;
              }
            }
            register_loops(
                benchmark_name(*this, request, "piece:" + std::string(piece_name(piece))),
                kernel_inputs, loops, request.mode,
                {{"table_bytes", static_cast<double>(table_bytes_at(impl, N))}});
            return true;
          });
      if (!agrees) return false;
    }
    return true;
  });
}

}  // namespace bitbench
