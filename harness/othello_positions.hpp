#pragma once
// Othello positions for inputs: random legal playouts from the standard start position,
// and uniformly random boards. 8x8, bit 8 * row + col (kernels/flip/flip.hpp).

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace bitbench::othello {

struct Position {
  std::uint64_t own;  // discs of the side to move
  std::uint64_t opp;
};

// Game phases by the number of discs on the board, in thirds of the game.
enum class Phase { kEarly, kMiddle, kLate };

Phase phase_of(const Position& position);
std::string_view phase_name(Phase phase);

// Returns the squares where `position.own` may play (the empty squares where a flip is
// non-zero), computed with the reference flip.
std::uint64_t legal_moves(const Position& position);

// Returns `count` positions met in random legal playouts from the start position, in game
// order, each with the side to move having at least one legal move. A side with no move
// passes; a finished game is followed by a new one.
std::vector<Position> playout_positions(std::size_t count, std::uint64_t seed);

// Returns `count` boards where each square is empty, own or opponent with equal chance.
std::vector<Position> random_positions(std::size_t count, std::uint64_t seed);

}  // namespace bitbench::othello
