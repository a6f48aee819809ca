#pragma once
// Deliberately wrong kernels, compiled into the tests only, to show that verify
// catches the mistakes real kernels make.

#include "kernels/flip/flip.hpp"
#include "kernels/last_flip/last_flip.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench::flip::broken {

// Never flips toward the top-left (the direction -9 is missing).
extern const Implementation missing_direction;
// Its mask for moves to the right is off by one column, so runs wrap from the h file to the
// a file of the next row.
extern const Implementation wrapping_mask;

}  // namespace bitbench::flip::broken

namespace bitbench::moves::broken {

// Stops its fill one step short, so the longest runs (6 discs on 8x8) are missed.
extern const Implementation short_fill;

}  // namespace bitbench::moves::broken

namespace bitbench::last_flip::broken {

// The bit-scan count of kernels/last_flip/bitscan.hpp without the opponent's: 0 instead of -m
// when the side to move cannot play the last square.
extern const Implementation no_opponent_count;
// The kindergarten count of kernels/last_flip/scalar_kindergarten.cpp with its row masked to
// 7 bits, so an own disc on the h file does not close a run along the row.
extern const Implementation row_mask;

}  // namespace bitbench::last_flip::broken
