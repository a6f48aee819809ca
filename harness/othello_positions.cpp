#include "harness/othello_positions.hpp"

#include <bit>
#include <stdexcept>

#include "harness/random.hpp"
#include "kernels/flip/flip.hpp"

namespace bitbench::othello {
namespace {

constexpr std::uint64_t kStartOwn = 0x0000000810000000ull;  // black: d5, e4
constexpr std::uint64_t kStartOpp = 0x0000001008000000ull;  // white: d4, e5

const flip::FlipLoops& reference_flip() {
  static const flip::FlipLoops loops = [] {
    for (const auto* impl : flip::implementations()) {
      if (impl->role == flip::Role::kReference) return impl->sizes.front().loops;
    }
    throw std::logic_error("the flip registry has no reference");
  }();
  return loops;
}

std::uint64_t nth_set_bit(std::uint64_t bits, unsigned index) {
  for (unsigned i = 0; i < index; ++i) bits &= bits - 1;
  return bits & -bits;
}

}  // namespace

Phase phase_of(const Position& position) {
  const int discs = std::popcount(position.own | position.opp);
  if (discs < 24) return Phase::kEarly;
  if (discs < 44) return Phase::kMiddle;
  return Phase::kLate;
}

std::string_view phase_name(Phase phase) {
  switch (phase) {
    case Phase::kEarly:
      return "early";
    case Phase::kMiddle:
      return "middle";
    case Phase::kLate:
      return "late";
  }
  return "";
}

std::uint64_t legal_moves(const Position& position) {
  std::uint64_t moves = 0;
  for (std::uint64_t empty = ~(position.own | position.opp); empty; empty &= empty - 1) {
    const int sq = std::countr_zero(empty);
    if (reference_flip().single({position.own, position.opp, sq})) moves |= std::uint64_t{1} << sq;
  }
  return moves;
}

std::vector<Position> playout_positions(std::size_t count, std::uint64_t seed) {
  SplitMix64 random(seed);
  std::vector<Position> positions;
  positions.reserve(count);
  Position position{kStartOwn, kStartOpp};
  while (positions.size() < count) {
    std::uint64_t moves = legal_moves(position);
    if (moves == 0) {
      const Position passed{position.opp, position.own};
      if (legal_moves(passed) == 0) {  // neither side can move: the game is over
        position = {kStartOwn, kStartOpp};
        continue;
      }
      position = passed;
      moves = legal_moves(position);
    }
    positions.push_back(position);
    const std::uint64_t move = nth_set_bit(moves, random.below(std::popcount(moves)));
    const std::uint64_t flipped =
        reference_flip().single({position.own, position.opp, std::countr_zero(move)});
    position = {position.opp ^ flipped, position.own | flipped | move};
  }
  return positions;
}

std::vector<Position> random_positions(std::size_t count, std::uint64_t seed) {
  SplitMix64 random(seed);
  std::vector<Position> positions(count);
  for (auto& position : positions) {
    for (int sq = 0; sq < 64; ++sq) {
      const std::uint32_t content = random.below(3);
      if (content == 1) position.own |= std::uint64_t{1} << sq;
      if (content == 2) position.opp |= std::uint64_t{1} << sq;
    }
  }
  return positions;
}

}  // namespace bitbench::othello
