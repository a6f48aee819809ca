#pragma once
// What the chess and shogi sliding-attack families share: an input is (occupancy, square),
// verify checks every blocker subset of every square, the benchmarks draw random boards of a
// density, and a mismatch is drawn on the board. A Geometry says where the squares are:
//   Board, kSide, kSquares   the board type, its side and its number of squares
//   bit(sq)                  the bit of a square
//   all()                    every square's bit
//   square_at(row, col)      the square drawn at (row, col)

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "kernels/core/random.hpp"

namespace bitbench::sliding {

// Masks of up to this many squares get every subset (all of 8x8 chess and of shogi, whose
// rook masks reach 14 squares); larger ones (rooks beyond 8x8) a sample. A verify count below
// 2^14 / 4 (the sanitized test suite's) lowers both: a mask gets every subset only when there
// are at most 4 * count of them, and the sample has at most `count`.
inline constexpr int kExhaustiveMaskBits = 14;
inline constexpr std::size_t kSampledSubsets = 1024;

// The benchmarks' lookups: random boards of a density, each with `per_board` random squares.
struct Lookups {
  std::uint32_t percent;
  // 1: a board per lookup, with the piece's square occupied, as in a game. More: that many
  // random squares, occupied or not, share each board, as in Chess_Movegen's loop (12 squares
  // per board of rand64() & rand64(), a density of 25%).
  int per_board = 1;
};

// Occupancy densities of the random boards, in percent.
inline constexpr Distribution<Lookups> kDensities[] = {
    {"density25", {25}}, {"density10", {10}}, {"density50", {50}}, {"density75", {75}}};

// Returns a random board where each square is occupied with `percent` chance.
template <class Geometry>
typename Geometry::Board random_occupancy(SplitMix64& random, std::uint32_t percent) {
  typename Geometry::Board occ{};
  for (int sq = 0; sq < Geometry::kSquares; ++sq) {
    if (random.below(100) < percent) set_bit(occ, Geometry::bit(sq));
  }
  return occ;
}

// Returns the squares whose occupancy can change the attacks from `sq`, by the reference: a
// square matters when occupying it alone changes the attacks of the empty board.
template <class Board, class Reference>
Board relevant_squares(const Reference& reference, int sq) {
  const Board empty_board = reference.single({Board{}, sq});
  Board relevant{};
  for_each_bit(empty_board, [&](int bit) {
    if (reference.single({single_bit<Board>(bit), sq}) != empty_board) set_bit(relevant, bit);
  });
  return relevant;
}

// Appends the subsets of `mask` from `sq` (all of them by Carry-Rippler enumeration up to
// kExhaustiveMaskBits squares, a random sample beyond), once alone and once with random squares
// outside the mask occupied.
template <class Geometry, class In>
void add_blocker_subsets(const typename Geometry::Board& mask, int sq, std::size_t count,
                         SplitMix64& random, std::vector<In>& inputs) {
  using Board = typename Geometry::Board;
  const auto add = [&](const Board& subset) {
    inputs.push_back({subset, sq});
    inputs.push_back({subset | (random_occupancy<Geometry>(random, 30) & ~mask), sq});
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
      add(random_occupancy<Geometry>(random, 10 + 20 * random.below(4)) & mask);
    }
  }
}

// Every subset of each of `masks_of(sq)` for every square, alone and with random squares
// beyond, then random boards of 10 to 70% density.
template <class Geometry, class In, class MasksOf>
VerifyCases<In> blocker_cases(const VerifyRequest& request, MasksOf masks_of) {
  SplitMix64 random(request.seed);
  VerifyCases<In> cases;
  for (int sq = 0; sq < Geometry::kSquares; ++sq) {
    for (const auto& mask : masks_of(sq)) {
      add_blocker_subsets<Geometry>(mask, sq, request.count, random, cases.inputs);
    }
  }
  cases.end_part("blocker subsets alone and with random squares beyond");
  for (std::size_t i = 0; i < request.count; ++i) {
    const int sq = static_cast<int>(random.below(Geometry::kSquares));
    cases.inputs.push_back({random_occupancy<Geometry>(random, 10 + 20 * random.below(4)), sq});
  }
  cases.end_part("random boards");
  return cases;
}

// Random squares on random boards of the density: occupied, a board each, or `per_board` of
// them on each board.
template <class Geometry, class In>
std::vector<In> density_inputs(Lookups lookups, std::uint64_t seed) {
  SplitMix64 random(seed);
  std::vector<In> inputs;
  while (inputs.size() < kBenchInputs) {
    const auto occ = random_occupancy<Geometry>(random, lookups.percent);
    for (int i = 0; i < lookups.per_board && inputs.size() < kBenchInputs; ++i) {
      const int sq = static_cast<int>(random.below(Geometry::kSquares));
      const auto piece = single_bit<typename Geometry::Board>(Geometry::bit(sq));
      inputs.push_back({lookups.per_board == 1 ? occ | piece : occ, sq});
    }
  }
  return inputs;
}

template <class Geometry, class In>
In from_bytes(ByteReader& reader) {
  return {reader.board<typename Geometry::Board>() & Geometry::all(),
          static_cast<int>(reader.below(Geometry::kSquares))};
}

// The piece, the occupancy and both attack sets drawn on the board.
template <class Geometry, class In>
std::string draw(const In& in, const typename In::Output& expected,
                 const typename In::Output& actual) {
  const auto at = [](int row, int col) { return Geometry::bit(Geometry::square_at(row, col)); };
  const auto squares = [&](const typename In::Output& board) {
    return [board, at](int row, int col) { return test_bit(board, at(row, col)) ? '#' : '.'; };
  };
  const auto position = [&](int row, int col) {
    if (Geometry::square_at(row, col) == in.sq) return 'P';
    return test_bit(in.occ, at(row, col)) ? 'x' : '.';
  };
  return draw_boards(Geometry::kSide, {{"P = the piece, x = occupied", position},
                                       {"expected " + to_hex(expected), squares(expected)},
                                       {"actual " + to_hex(actual), squares(actual)}});
}

template <class Geometry, class In>
In parse_input(std::string_view text) {
  const auto fields = split_fields(text, 2);
  return {board_field("OCC", fields[0], Geometry::all()),
          static_cast<int>(int_field("SQ", fields[1], 0, Geometry::kSquares - 1))};
}

// What the specs of both families share, on the board GeometryOf<N> of side N: the benchmarks'
// lookups, their counters (the bytes of the kernel's tables beside the lookups), the fuzzer's
// inputs, the drawing of a mismatch and what `--input` reads.
template <template <int> class GeometryOf>
struct SpecOn {
  template <class In, class Key>
  static std::vector<In> bench_inputs(Key, Lookups lookups, std::uint64_t seed) {
    return density_inputs<GeometryOf<In::kSide>, In>(lookups, seed);
  }

  template <class Entry, class In>
  static BenchCounters bench_counters(const Entry& entry, const std::vector<In>& inputs,
                                      const std::vector<typename In::Output>&) {
    return {static_cast<std::int64_t>(inputs.size()),
            {{"table_bytes", static_cast<double>(entry.table_bytes)}}};
  }

  template <class In, class Key>
  static In from_bytes(Key, ByteReader& reader) {
    return sliding::from_bytes<GeometryOf<In::kSide>, In>(reader);
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    return sliding::draw<GeometryOf<In::kSide>, In>(in, expected, actual);
  }

  template <class In>
  static In parse_input(std::string_view text) {
    return sliding::parse_input<GeometryOf<In::kSide>, In>(text);
  }
};

}  // namespace bitbench::sliding
