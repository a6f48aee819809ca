// Rotated bitboards (kernels/attacks/rotated.hpp) with the rotated occupancies supplied
// ready-made, as an engine that updates them move by move has them: the lookups alone.
// The harness prepares the rotations outside the timed loop; scalar_rotated, which computes
// them in the call, minus this kernel is what preparing them costs. Tables built on first use.

#include "attacks/rotated.hpp"

namespace bitbench::attacks {
namespace {

const rotated::LineTables& tables() {
  static const rotated::LineTables built;
  return built;
}

template <Piece kPiece>
std::uint64_t ready_rotated_attacks(const RotatedOccupancy& boards, int sq) {
  return tables().attacks<kPiece>(boards, sq);
}

template <Piece kPiece>
constexpr Entry kEntry{8, kPiece, kernel_loops<ReadyRotatedInput, ready_rotated_attacks<kPiece>>,
                       sizeof(rotated::LineTables)};
constexpr Entry kEntries[] = {kEntry<Piece::kRook>, kEntry<Piece::kBishop>, kEntry<Piece::kQueen>};

}  // namespace

extern const Implementation scalar_rotated_ready{
    {"scalar_rotated_ready",
     "rotated bitboards with the rotated occupancies supplied ready-made (prepared outside "
     "the timed loop, as an engine updating them incrementally has them): the lookups alone",
     0},
    kEntries};

}  // namespace bitbench::attacks
