#pragma once
// Othello perft: the number of leaves of the game tree to a given depth from the start
// position, built on one flip and one legal-move implementation. A side with no move passes
// and the pass counts as a ply; a game that ends before the depth contributes no leaf. Leaves
// are bulk-counted at the last ply (the popcount of the legal moves), with no hash table.
// With these rules the 8x8 counts are OEIS A124004: 4, 12, 56, 244, 1396, 8200, 55092, ...

#include <cstdint>
#include <string>

#include "kernels/flip/flip.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {

struct PerftCount {
  std::uint64_t leaves = 0;
  std::uint64_t nodes = 0;  // positions visited above the last ply, passes included
};

// Returns the perft count of the N x N start position with `flip` and `moves` at size `size`.
// Throws UsageError when either lacks that size.
PerftCount perft(int size, int depth, const flip::FlipImplementation& flip,
                 const moves::MovesImplementation& moves);

}  // namespace bitbench
