// SISSY bitboards, "Split Index Super Set Yielding" (Michael Sherwin, CCC, February 2020; the
// chessprogramming wiki's "SISSY Bitboards", its general queen getter): the occupancy is split
// into its 8 rows, and each row's byte with the square indexes a table of the queen's attacks
// from that square when only that row is occupied, a superset of the true attacks. Their
// intersection, 8 lookups ANDed, is the queen's attacks: a square along a ray is attacked
// unless a blocker lies between it and the piece, and that blocker lies on some row, whose
// lookup then leaves the square out. No multiplication, 8 independent loads.
//
// One table of 64 squares x 8 rows x 256 bytes (1 MiB), each square's 16 KiB together. The rook
// and the bishop read the queen's table too and keep their own rays by an AND with the square's
// rays on an empty board (a 1 KiB table): the queen's attacks along a rook's directions are the
// rook's attacks. Each entry is the slow reference walk's queen attacks for the occupancy of
// that row alone; the table is built on first use.

#include <array>
#include <cstdint>

#include "attacks/built_tables.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

class Tables {
 public:
  Tables() {
    for (int sq = 0; sq < 64; ++sq) {
      for (int row = 0; row < 8; ++row) {
        for (std::uint64_t byte = 0; byte < 256; ++byte) {
          supersets_[sq][row][byte] = chess::walk_attacks(Piece::kQueen, byte << (8 * row), sq);
        }
      }
      rook_rays_[sq] = chess::walk_attacks(Piece::kRook, 0, sq);
      bishop_rays_[sq] = chess::walk_attacks(Piece::kBishop, 0, sq);
    }
  }

  template <Piece kPiece>
  std::uint64_t attacks(std::uint64_t occ, int sq) const {
    const auto& rows = supersets_[sq];
    std::uint64_t attacks = rows[0][occ & 0xff];
    for (int row = 1; row < 8; ++row) attacks &= rows[row][(occ >> (8 * row)) & 0xff];
    if constexpr (kPiece == Piece::kRook) attacks &= rook_rays_[sq];
    if constexpr (kPiece == Piece::kBishop) attacks &= bishop_rays_[sq];
    return attacks;
  }

 private:
  // [square][row][byte]: the queen's attacks from the square when the row holds the byte and
  // every other row is empty.
  alignas(64) std::array<std::array<std::array<std::uint64_t, 256>, 8>, 64> supersets_;
  std::array<std::uint64_t, 64> rook_rays_;
  std::array<std::uint64_t, 64> bishop_rays_;
};

}  // namespace

extern const Implementation scalar_sissy = with_built_tables<Tables>();

}  // namespace bitbench::attacks
