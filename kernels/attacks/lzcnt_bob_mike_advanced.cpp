// The classical approach of Robert Hyatt and Michael Sherwin (Bob-Mike) in its advanced form, as
// the chessprogramming wiki's "Classical Approach" gives it in its zero-count section and as
// Chess_Movegen (D. Infuehr, 2022) times it under "Classical Bob-Mike": per direction the ray
// from the square ANDed with the occupancy, the nearest blocker by a forward bit scan
// (directions toward higher bits) or a reverse one (toward lower bits), with neither a branch
// (scalar_bob_mike) nor a sentinel bit (scalar_classical). A scan of an empty ray counts 64
// zeros, and the table has an entry with empty rays where such a count lands: the square table
// is indexed by square + 1, so tzcnt's 64 reads the entry past square 63 and `64 - lzcnt`'s 0
// the one before square 0. The blockers' rays onward are ORed and taken off the piece's rays on
// the empty board with one XOR: each lies inside the square's ray in its own direction.
//
// The lzcnt tier, because only TZCNT (BMI1) and LZCNT return 64 for zero in hardware: compiled
// for baseline x86-64, std::countr_zero and std::countl_zero test for zero before BSF or BSR,
// a branch per ray that mispredicts on random boards (a rook measured 9.3 ns a lookup at 25%
// density there, as slow as scalar_bob_mike's branches, against 3.4 ns here).
//
// A square's 8 rays are one 64-byte entry, as in scalar_bob_mike; the piece's rays on the empty
// board are a second small table.

#include <bit>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

struct alignas(64) SquareRays {
  std::array<std::uint64_t, 8> ray;  // kDirections order: 4 toward higher bits, then opposites
};

// kRays[sq + 1]: the rays of square sq; kRays[0] and kRays[65], for the scans of empty rays,
// are empty.
constexpr std::array<SquareRays, 66> make_rays() {
  std::array<SquareRays, 66> rays{};
  for (int sq = 0; sq < 64; ++sq) {
    for (int direction = 0; direction < 8; ++direction) {
      rays[sq + 1].ray[direction] = chess::Geometry::ray(sq, kDirections[direction]);
    }
  }
  return rays;
}

alignas(64) constexpr std::array<SquareRays, 66> kRays = make_rays();

// kPieceRays[piece][sq]: the union of the piece's rays from sq on the empty board.
constexpr std::array<std::array<std::uint64_t, 64>, 3> make_piece_rays() {
  std::array<std::array<std::uint64_t, 64>, 3> rays{};
  for (const Piece piece : {Piece::kRook, Piece::kBishop, Piece::kQueen}) {
    for (int sq = 0; sq < 64; ++sq) {
      rays[static_cast<int>(piece)][sq] = chess::walk_attacks(piece, 0, sq);
    }
  }
  return rays;
}

alignas(64) constexpr std::array<std::array<std::uint64_t, 64>, 3> kPieceRays = make_piece_rays();

template <Piece kPiece>
std::uint64_t bob_mike_advanced_attacks(std::uint64_t occ, int sq) {
  const SquareRays& rays = kRays[sq + 1];
  const std::uint64_t beyond_blockers = chess::union_of_rays<8, kPiece>([&]<int kDirection>() {
    const std::uint64_t blockers = rays.ray[kDirection] & occ;
    const int entry =
        kDirection < 4 ? std::countr_zero(blockers) + 1 : 64 - std::countl_zero(blockers);
    return kRays[entry].ray[kDirection];
  });
  return kPieceRays[static_cast<int>(kPiece)][sq] ^ beyond_blockers;
}

}  // namespace

extern const Implementation lzcnt_bob_mike_advanced = at_sizes<8>([]<int, Piece kPiece> {
  return WithTables{&bob_mike_advanced_attacks<kPiece>, sizeof(kRays) + sizeof(kPieceRays)};
});

}  // namespace bitbench::attacks
