// Rotated bitboards (kernels/attacks/rotated.hpp) with the rotated occupancies supplied
// ready-made, as an engine that updates them move by move has them: the lookups alone.
// The harness prepares the rotations outside the timed loop; scalar_rotated, which computes
// them in the call, minus this kernel is what preparing them costs. Tables built on first use.

#include "attacks/rotated.hpp"
#include "core/built_once.hpp"

namespace bitbench::attacks {
namespace {

const rotated::LineTables& tables() { return built_once<rotated::LineTables>(); }

template <Piece kPiece>
std::uint64_t ready_rotated_attacks(const RotatedOccupancy& boards, int sq) {
  return tables().attacks<kPiece>(boards, sq);
}

}  // namespace

extern const Implementation scalar_rotated_ready = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&ready_rotated_attacks<kPiece>, sizeof(rotated::LineTables)};
});

}  // namespace bitbench::attacks
