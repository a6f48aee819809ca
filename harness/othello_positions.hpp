#pragma once
// Othello positions for inputs on N x N boards: random legal playouts from the start position
// (the four centre discs), and uniformly random boards. Dense layout, bit row * N + col
// (kernels/core/square_board.hpp).

#include <cstdint>
#include <tuple>
#include <vector>

#include "kernels/core/random.hpp"
#include "kernels/core/square_board.hpp"
#include "kernels/flip/reference.hpp"
#include "kernels/moves/reference.hpp"
#include "kernels/perft/perft.hpp"

namespace bitbench::othello {

template <int N>
struct Position {
  using Board = typename SquareBoard<N>::Board;
  Board own;  // discs of the side to move
  Board opp;
};

// The input distributions of the Othello families: positions met in playouts, those of one
// game phase (by the discs on the board: under 3/8 of the squares, under 11/16, and the rest;
// on 8x8, under 24 discs, under 44, and 44 or more), or uniformly random boards.
enum class Positions { kPlayout, kEarly, kMiddle, kLate, kRandom };

template <int N>
Positions phase_of(const Position<N>& position) {
  const int discs = popcount(position.own | position.opp);
  if (discs * 8 < 3 * N * N) return Positions::kEarly;
  return discs * 16 < 11 * N * N ? Positions::kMiddle : Positions::kLate;
}

// Returns the index of a uniformly chosen set bit of `bits`, which must not be empty.
template <class Board>
int random_set_bit(Board bits, SplitMix64& random) {
  for (std::uint32_t skip = random.below(popcount(bits)); skip; --skip) {
    bits ^= single_bit<Board>(lowest_index(bits));
  }
  return lowest_index(bits);
}

// Returns the squares where `position.own` may play, by the reference legal-move kernel.
template <int N>
typename SquareBoard<N>::Board legal_moves(const Position<N>& position) {
  return moves::reference_walk::legal_moves<N>(position.own, position.opp);
}

// Plays random legal games from the start position, one after another, and calls
// `visit(position)` on every position met, before its side to move moves or passes (a position
// whose side passes is met, and then the same board with the other side to move), and on the last
// position of each finished game, until `visit` returns false.
template <int N, class Visit>
void play_random_games(std::uint64_t seed, Visit visit) {
  using Board = typename SquareBoard<N>::Board;
  const auto [start_own, start_opp] = perft::start<N>();
  SplitMix64 random(seed);
  Position<N> position{start_own, start_opp};
  while (visit(position)) {
    const Board moves = legal_moves(position);
    if (!moves) {
      const Position<N> passed{position.opp, position.own};
      // A pass, or when neither side can move, the game is over: a new one.
      position = legal_moves(passed) ? passed : Position<N>{start_own, start_opp};
      continue;
    }
    const int sq = random_set_bit(moves, random);
    const Board flipped = flip::reference_walk::flips<N>(position.own, position.opp, sq);
    std::tie(position.own, position.opp) =
        perft::after_move(position.own, position.opp, flipped, sq);
  }
}

// Returns `count` positions met in random legal playouts from the start position, in game
// order, each with the side to move having at least one legal move. A side with no move
// passes; a finished game is followed by a new one.
template <int N>
std::vector<Position<N>> playout_positions(std::size_t count, std::uint64_t seed) {
  std::vector<Position<N>> positions;
  if (count == 0) return positions;
  positions.reserve(count);
  play_random_games<N>(seed, [&](const Position<N>& position) {
    if (legal_moves(position)) positions.push_back(position);
    return positions.size() < count;
  });
  return positions;
}

// Returns `count` positions with one empty square left, met in random legal playouts: the first
// such position of each game that gets there, with the side to move by the game's order, which
// may have no move there (before it passes) or see the game end.
template <int N>
std::vector<Position<N>> last_empty_positions(std::size_t count, std::uint64_t seed) {
  std::vector<Position<N>> positions;
  if (count == 0) return positions;
  positions.reserve(count);
  bool after_one_empty = false;  // the previous position had one empty square: the same game
  play_random_games<N>(seed, [&](const Position<N>& position) {
    const bool one_empty = popcount(position.own | position.opp) == N * N - 1;
    if (one_empty && !after_one_empty) positions.push_back(position);
    after_one_empty = one_empty;
    return positions.size() < count;
  });
  return positions;
}

// Returns `count` boards where each square is empty, own or opponent with equal chance.
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

// Returns `count` positions of a distribution.
template <int N>
std::vector<Position<N>> distribution_positions(Positions distribution, std::size_t count,
                                                std::uint64_t seed) {
  if (distribution == Positions::kRandom) return random_positions<N>(count, seed);
  std::vector<Position<N>> positions;
  positions.reserve(count);
  for (std::uint64_t round = 0; positions.size() < count; ++round) {
    for (const auto& p : playout_positions<N>(count, seed + round)) {
      if (distribution != Positions::kPlayout && phase_of(p) != distribution) continue;
      positions.push_back(p);
      if (positions.size() == count) break;
    }
  }
  return positions;
}

}  // namespace bitbench::othello
