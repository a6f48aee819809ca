#include "harness/othello_positions.hpp"

#include "kernels/core/random.hpp"
#include "harness/registry_access.hpp"
#include "kernels/flip/flip.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench::othello {
namespace {

template <int N>
const auto& reference_flip() {
  using Board = typename SquareBoard<N>::Board;
  static const auto& loops =
      loops_at<flip::FlipLoopsOf<Board>>(find_reference(flip::implementations()), N);
  return loops;
}

template <int N>
const auto& reference_moves() {
  using Board = typename SquareBoard<N>::Board;
  static const auto& loops =
      loops_at<moves::MovesLoopsOf<Board>>(find_reference(moves::implementations()), N);
  return loops;
}

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

template <int N>
Position<N> start_position() {
  using Geometry = SquareBoard<N>;
  using Board = typename Geometry::Board;
  const int low = N / 2 - 1, high = N / 2;
  return {single_bit<Board>(Geometry::square(low, high)) |
              single_bit<Board>(Geometry::square(high, low)),
          single_bit<Board>(Geometry::square(low, low)) |
              single_bit<Board>(Geometry::square(high, high))};
}

template <int N>
typename SquareBoard<N>::Board legal_moves(const Position<N>& position) {
  return reference_moves<N>().single({position.own, position.opp});
}

template <int N>
Position<N> play(const Position<N>& position, int sq) {
  using Board = typename SquareBoard<N>::Board;
  const Board flipped = reference_flip<N>().single({position.own, position.opp, sq});
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
std::vector<Position<N>> distribution_positions(const std::string& distribution, std::size_t count,
                                                std::uint64_t seed) {
  if (distribution == "random") return random_positions<N>(count, seed);
  std::vector<Position<N>> positions;
  positions.reserve(count);
  for (std::uint64_t round = 0; positions.size() < count; ++round) {
    for (const auto& p : playout_positions<N>(count, seed + round)) {
      if (distribution != "playout" && phase_name(phase_of(p)) != distribution) continue;
      positions.push_back(p);
      if (positions.size() == count) break;
    }
  }
  return positions;
}

#define BITBENCH_INSTANTIATE(N)                                                                \
  template Phase phase_of<N>(const Position<N>&);                                              \
  template Position<N> start_position<N>();                                                    \
  template SquareBoard<N>::Board legal_moves<N>(const Position<N>&);                           \
  template Position<N> play<N>(const Position<N>&, int);                                       \
  template std::vector<Position<N>> playout_positions<N>(std::size_t, std::uint64_t);          \
  template std::vector<Position<N>> random_positions<N>(std::size_t, std::uint64_t);           \
  template std::vector<Position<N>> distribution_positions<N>(const std::string&, std::size_t, \
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
