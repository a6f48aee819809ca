// The sliding-attack family's spec: chess on 8x8 to 16x16 boards (rook, bishop, queen) and shogi
// as size 9 (rook, bishop, both lances); every blocker subset of every square, then random boards.

#include <algorithm>
#include <sstream>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/attacks/attacks.hpp"
#include "kernels/attacks/rotated.hpp"
#include "kernels/attacks/shogi.hpp"
#include "kernels/core/random.hpp"

namespace bitbench {
namespace {

using attacks::Piece;

// The squares and bits of a chess board of side N: the bit of a square is its index.
template <int N>
struct ChessBoard {
  static constexpr int kSquares = N * N;
  static constexpr int bit(int sq) { return sq; }
  static constexpr attacks::Board<N> all() { return SquareBoard<N>::all(); }
  // The square drawn at (row, col).
  static constexpr int square_at(int row, int col) { return SquareBoard<N>::square(row, col); }
};

// The shogi board, size 9 (kernels/attacks/shogi.hpp), drawn as a shogi diagram: rank 1 at the
// top, file 9 on the left.
struct ShogiBoard {
  static constexpr int kSquares = attacks::shogi::kSquares;
  static constexpr int bit(int sq) { return attacks::shogi::bit_of(sq); }
  static constexpr attacks::shogi::Board all() { return attacks::shogi::all_squares(); }
  static constexpr int square_at(int row, int col) {
    return attacks::shogi::square(attacks::shogi::kSide - 1 - col, row);
  }
};

template <int N>
using GeometryOf = std::conditional_t<N == 9, ShogiBoard, ChessBoard<N>>;

// Masks of up to this many squares get every subset (all of 8x8 chess and of shogi, whose
// rook masks reach 14 squares); larger ones (rooks beyond 8x8) a sample. A verify count below
// 2^14 / 4 (the sanitized test suite's) lowers both: a mask gets every subset only when there
// are at most 4 * count of them, and the sample has at most `count`.
constexpr int kExhaustiveMaskBits = 14;
constexpr std::size_t kSampledSubsets = 1024;

constexpr std::string_view piece_name(Piece piece) {
  constexpr std::string_view kNames[] = {"rook", "bishop", "queen", "lance_black", "lance_white"};
  return kNames[static_cast<int>(piece)];
}

// Returns a random board where each square is occupied with `percent` chance.
template <int N>
attacks::Board<N> random_occupancy(SplitMix64& random, std::uint32_t percent) {
  attacks::Board<N> occ{};
  for (int sq = 0; sq < GeometryOf<N>::kSquares; ++sq) {
    if (random.below(100) < percent) set_bit(occ, GeometryOf<N>::bit(sq));
  }
  return occ;
}

// Returns the masks whose every subset verify checks from `sq`: the squares whose occupancy
// can change the attacks, by the reference (a square matters when occupying it alone changes
// the attacks of the empty board), split for a queen into its rook and bishop lines.
template <int N, class Reference>
std::vector<attacks::Board<N>> blocker_masks(const Reference& reference, Piece piece, int sq) {
  using Board = attacks::Board<N>;
  const Board empty_board = reference.single({Board{}, sq});
  Board relevant{}, straight{};
  for_each_bit(empty_board, [&](int square) {
    if (reference.single({single_bit<Board>(square), sq}) == empty_board) return;
    set_bit(relevant, square);
    if (square / N == sq / N || square % N == sq % N) set_bit(straight, square);
  });
  if (piece != Piece::kQueen) return {relevant};
  return {straight, relevant & ~straight};
}

// Appends the subsets of `mask` from `sq` (all of them by Carry-Rippler enumeration up to
// kExhaustiveMaskBits squares, a random sample beyond), once alone and once with random squares
// outside the mask occupied.
template <class In>
void add_blocker_subsets(const attacks::Board<In::kSide>& mask, int sq, std::size_t count,
                         SplitMix64& random, std::vector<In>& inputs) {
  constexpr int N = In::kSide;
  using Board = attacks::Board<N>;
  const auto add = [&](const Board& subset) {
    inputs.push_back({subset, sq});
    inputs.push_back({subset | (random_occupancy<N>(random, 30) & ~mask), sq});
  };
  const int bits = popcount(mask);
  if (bits <= kExhaustiveMaskBits && (std::size_t{1} << bits) <= 4 * count) {
    Board subset{};
    do {
      add(subset);
      subset = (subset - mask) & mask;
    } while (static_cast<bool>(subset));
  } else {
    for (std::size_t i = 0; i < std::min(kSampledSubsets, count); ++i) {
      add(random_occupancy<N>(random, 10 + 20 * random.below(4)) & mask);
    }
  }
}

struct AttacksSpec {
  using Implementation = attacks::Implementation;
  static constexpr FamilyFacts kFacts{
      "attacks",
      "lookup",
      "PIECE,OCC,SQ (chess: rook, bishop or queen, the occupancy as a hexadecimal number of bits "
      "row*N+col, SQ = row*N+col; shogi, size 9: rook, bishop, lance_black or lance_white, "
      "SQ = 9*file+rank, bit SQ below 63 and SQ+1 from 63)",
      8,
      kBothModes,
      5'000};
  // Chess 8x8 and shogi are the boards engines play on: every density on both.
  static constexpr int kHeadlineSizes[] = {8, 9};
  // Occupancy densities of the random boards, in percent.
  static constexpr Distribution<std::uint32_t> kDistributions[] = {
      {"density25", 25}, {"density10", 10}, {"density50", 50}, {"density75", 75}};
  static std::span<const Implementation* const> registry() { return attacks::implementations(); }
  static std::span<const Listed> listed() { return attacks::listed(); }
  static KeyFields key_fields(Piece piece) { return {{"piece", piece_name(piece)}}; }

  // Every blocker subset of every square, alone and with random squares beyond, then random
  // boards of 10 to 70% density.
  template <class In>
  static VerifyCases<In> verify_cases(Piece piece, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>& reference) {
    constexpr int N = In::kSide;
    SplitMix64 random(request.seed);
    VerifyCases<In> cases;
    for (int sq = 0; sq < GeometryOf<N>::kSquares; ++sq) {
      for (const auto& mask : blocker_masks<N>(reference, piece, sq)) {
        add_blocker_subsets(mask, sq, request.count, random, cases.inputs);
      }
    }
    cases.end_part("blocker subsets alone and with random squares beyond");
    for (std::size_t i = 0; i < request.count; ++i) {
      const int sq = static_cast<int>(random.below(GeometryOf<N>::kSquares));
      cases.inputs.push_back({random_occupancy<N>(random, 10 + 20 * random.below(4)), sq});
    }
    cases.end_part("random boards");
    return cases;
  }

  // Random squares, occupied, on random boards of the density.
  template <class In>
  static std::vector<In> bench_inputs(Piece, std::uint32_t percent, std::uint64_t seed) {
    constexpr int N = In::kSide;
    SplitMix64 random(seed);
    std::vector<In> inputs;
    for (std::size_t i = 0; i < kBenchInputs; ++i) {
      const int sq = static_cast<int>(random.below(GeometryOf<N>::kSquares));
      inputs.push_back({random_occupancy<N>(random, percent) |
                            single_bit<attacks::Board<N>>(GeometryOf<N>::bit(sq)),
                        sq});
    }
    return inputs;
  }

  // The rotated occupancies of a kernel that takes them ready-made.
  template <class Kernel>
  static Kernel prepare(const attacks::Input<8>& in) {
    return {attacks::rotated::rotate(in.occ), in.sq};
  }

  template <class In>
  static BenchCounters bench_counters(const attacks::Entry& entry, const std::vector<In>& inputs,
                                      const std::vector<typename In::Output>&) {
    return {static_cast<std::int64_t>(inputs.size()),
            {{"table_bytes", static_cast<double>(entry.table_bytes)}}};
  }

  template <class In>
  static In from_bytes(Piece, ByteReader& reader) {
    using Geometry = GeometryOf<In::kSide>;
    return {reader.board<attacks::Board<In::kSide>>() & Geometry::all(),
            static_cast<int>(reader.below(Geometry::kSquares))};
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    using Geometry = GeometryOf<In::kSide>;
    const auto at = [](int row, int col) { return Geometry::bit(Geometry::square_at(row, col)); };
    const auto squares = [&](const typename In::Output& board) {
      return [board, at](int row, int col) { return test_bit(board, at(row, col)) ? '#' : '.'; };
    };
    const auto position = [&](int row, int col) {
      if (Geometry::square_at(row, col) == in.sq) return 'P';
      return test_bit(in.occ, at(row, col)) ? 'x' : '.';
    };
    return draw_boards(In::kSide, {{"P = the piece, x = occupied", position},
                                   {"expected " + to_hex(expected), squares(expected)},
                                   {"actual " + to_hex(actual), squares(actual)}});
  }

  template <class In>
  static In parse_input(std::string_view text) {
    using Geometry = GeometryOf<In::kSide>;
    const auto fields = split_fields(text, 2);
    return {board_field("OCC", fields[0], Geometry::all()),
            static_cast<int>(int_field("SQ", fields[1], 0, Geometry::kSquares - 1))};
  }
};

}  // namespace

const Family& attacks_family() { return family_of<AttacksSpec>(); }

}  // namespace bitbench
