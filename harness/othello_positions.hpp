#pragma once
// Othello positions for inputs on N x N boards: random legal playouts from the start position
// (the four centre discs), and uniformly random boards. Dense layout, bit row * N + col
// (kernels/core/square_board.hpp).

#include <cstdint>
#include <vector>

#include "kernels/core/square_board.hpp"
#include "kernels/perft/perft.hpp"

namespace bitbench::othello {

template <int N>
struct Position {
  using Board = typename SquareBoard<N>::Board;
  Board own;  // discs of the side to move
  Board opp;
};

// Game phases by the number of discs on the board: under 3/8 of the squares, under 11/16,
// and the rest (on 8x8: under 24 discs, under 44, and 44 or more).
enum class Phase { kEarly, kMiddle, kLate };

template <int N>
Phase phase_of(const Position<N>& position);

// Returns the start position: the side to move on the two centre squares of the anti-diagonal.
template <int N>
Position<N> start_position();

// Returns the squares where `position.own` may play, by the reference legal-move kernel.
template <int N>
typename SquareBoard<N>::Board legal_moves(const Position<N>& position);

// Returns `position` after `own` plays `sq`, with the opponent to move.
template <int N>
Position<N> play(const Position<N>& position, int sq);

// Returns `count` positions met in random legal playouts from the start position, in game
// order, each with the side to move having at least one legal move. A side with no move
// passes; a finished game is followed by a new one.
template <int N>
std::vector<Position<N>> playout_positions(std::size_t count, std::uint64_t seed);

// Returns `count` boards where each square is empty, own or opponent with equal chance.
template <int N>
std::vector<Position<N>> random_positions(std::size_t count, std::uint64_t seed);

// The input distributions of the Othello families: playout positions, those of one phase, or
// uniformly random boards.
enum class Positions { kPlayout, kEarly, kMiddle, kLate, kRandom };

// Returns `count` positions of a distribution.
template <int N>
std::vector<Position<N>> distribution_positions(Positions distribution, std::size_t count,
                                                std::uint64_t seed);

}  // namespace bitbench::othello
