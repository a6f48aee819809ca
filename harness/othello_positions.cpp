#include "harness/othello_positions.hpp"

#include "kernels/core/random.hpp"
#include "kernels/flip/reference.hpp"
#include "kernels/moves/reference.hpp"

namespace bitbench::othello {
namespace {

// Returns the index of a uniformly chosen set bit of `bits`, which must not be empty.
template <class Board>
int random_set_bit(Board bits, SplitMix64& random) {
  for (std::uint32_t skip = random.below(popcount(bits)); skip; --skip) {
    bits ^= single_bit<Board>(lowest_index(bits));
  }
  return lowest_index(bits);
}

}  // namespace

template <int N>
Phase phase_of(const Position<N>& position) {
  const int discs = popcount(position.own | position.opp);
  if (discs * 8 < 3 * N * N) return Phase::kEarly;
  if (discs * 16 < 11 * N * N) return Phase::kMiddle;
  return Phase::kLate;
}

template <int N>
Position<N> start_position() {
  const auto [own, opp] = perft::start<N>();
  return {own, opp};
}

template <int N>
typename SquareBoard<N>::Board legal_moves(const Position<N>& position) {
  return moves::reference_walk::legal_moves<N>(position.own, position.opp);
}

template <int N>
Position<N> play(const Position<N>& position, int sq) {
  using Board = typename SquareBoard<N>::Board;
  const Board flipped = flip::reference_walk::flips<N>(position.own, position.opp, sq);
  return {position.opp ^ flipped, position.own | flipped | single_bit<Board>(sq)};
}

template <int N>
std::vector<Position<N>> playout_positions(std::size_t count, std::uint64_t seed) {
  SplitMix64 random(seed);
  std::vector<Position<N>> positions;
  positions.reserve(count);
  Position<N> position = start_position<N>();
  while (positions.size() < count) {
    auto moves = legal_moves(position);
    if (!moves) {
      const Position<N> passed{position.opp, position.own};
      if (!legal_moves(passed)) {  // neither side can move: the game is over
        position = start_position<N>();
        continue;
      }
      position = passed;
      moves = legal_moves(position);
    }
    positions.push_back(position);
    position = play(position, random_set_bit(moves, random));
  }
  return positions;
}

template <int N>
std::vector<Position<N>> random_positions(std::size_t count, std::uint64_t seed) {
  using Board = typename SquareBoard<N>::Board;
  SplitMix64 random(seed);
  std::vector<Position<N>> positions(count);
  for (auto& position : positions) {
    for (int sq = 0; sq < N * N; ++sq) {
      const std::uint32_t content = random.below(3);
      if (content == 1) position.own |= single_bit<Board>(sq);
      if (content == 2) position.opp |= single_bit<Board>(sq);
    }
  }
  return positions;
}

template <int N>
std::vector<Position<N>> distribution_positions(Positions distribution, std::size_t count,
                                                std::uint64_t seed) {
  if (distribution == Positions::kRandom) return random_positions<N>(count, seed);
  const auto in_distribution = [distribution](const Position<N>& p) {
    switch (distribution) {
      case Positions::kEarly:
        return phase_of(p) == Phase::kEarly;
      case Positions::kMiddle:
        return phase_of(p) == Phase::kMiddle;
      case Positions::kLate:
        return phase_of(p) == Phase::kLate;
      default:
        return true;
    }
  };
  std::vector<Position<N>> positions;
  positions.reserve(count);
  for (std::uint64_t round = 0; positions.size() < count; ++round) {
    for (const auto& p : playout_positions<N>(count, seed + round)) {
      if (!in_distribution(p)) continue;
      positions.push_back(p);
      if (positions.size() == count) break;
    }
  }
  return positions;
}

#define BITBENCH_INSTANTIATE(N)                                                       \
  template Phase phase_of<N>(const Position<N>&);                                     \
  template Position<N> start_position<N>();                                           \
  template SquareBoard<N>::Board legal_moves<N>(const Position<N>&);                  \
  template Position<N> play<N>(const Position<N>&, int);                              \
  template std::vector<Position<N>> playout_positions<N>(std::size_t, std::uint64_t); \
  template std::vector<Position<N>> random_positions<N>(std::size_t, std::uint64_t);  \
  template std::vector<Position<N>> distribution_positions<N>(Positions, std::size_t, \
                                                              std::uint64_t);
BITBENCH_INSTANTIATE(4)
BITBENCH_INSTANTIATE(6)
BITBENCH_INSTANTIATE(8)
BITBENCH_INSTANTIATE(10)
BITBENCH_INSTANTIATE(12)
BITBENCH_INSTANTIATE(14)
BITBENCH_INSTANTIATE(16)
#undef BITBENCH_INSTANTIATE

}  // namespace bitbench::othello
