// Exploding bitboards (Harald Luessen, with help from others on the Winboard forum, September
// 2006, thread "Compact Bitboard Attacks"; the chessprogramming wiki's "Exploding Bitboards",
// whose code comes from his engine Elephant): the attacks grow outward from the square on all of
// a piece's rays at once, like the rings of a stone thrown into water. The squares reached at one
// distance, the heads, are moved one step in all four of the piece's directions by one shift and
// one multiplication, as in kindergarten bitboards: shifted down by 9 (8 for the rook) and
// multiplied by a sum of powers of two, each partial product moves every head to one neighbour
// (0x50005: -9, -7, +7 and +9; 0x10281: -8, -1, +1 and +8). Of the products only the squares on
// the piece's rays one step further out are kept, and those that are empty carry on.
//
// Luessen keeps one mask per square and untangles the border cases ("some nasty overflow
// problems") with per-square step counts and fix-ups. Here:
//
// - each step keeps its own ring, the squares of the piece's rays at exactly that distance: a
//   product that steps back toward the square, sideways off its ray, or around the board's edge
//   into the next row never lands on it;
// - two heads next to the square meet in one product square (both step back onto the square, for
//   instance) and the sum carries into the next higher bit. For a bishop that bit is never on
//   the next ring; for a rook, the heads on the rank and on the file would carry into the rank,
//   so the rook's first step multiplies the two sets of heads apart. From distance 2 on no two
//   heads share a product square;
// - the shift down drops the heads on the first row, whose steps are lost: a rook on the first
//   row reads its rank from an 8 x 64 first-rank table instead (a bishop's heads there are at the
//   ends of their rays).
//
// Six steps, always, reach distance 7. The tables (7 rings per square and piece, 7 KiB, and the
// first-rank table) are built on first use from the empty-board rays, and the kernel is then
// checked against the slow reference walk on every occupancy of every square's rays.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

#include "attacks/built_tables.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

constexpr int kSteps = 6;  // distance 1 is the start, distance 7 the last ring

class Tables {
 public:
  Tables() {
    for (int sq = 0; sq < 64; ++sq) {
      for (int direction = 0; direction < 8; ++direction) {
        const bool straight = chess::slides(Piece::kRook, direction);
        std::uint64_t* rings = straight ? rook_rings_[sq].data() : bishop_rings_[sq].data();
        const auto [d_row, d_col] = kDirections[direction];
        for (int distance = 1; distance <= kSteps + 1; ++distance) {
          const int row = sq / 8 + distance * d_row;
          const int col = sq % 8 + distance * d_col;
          if (chess::Geometry::on_board(row, col)) {
            rings[distance - 1] |= std::uint64_t{1} << chess::Geometry::square(row, col);
          }
        }
      }
    }
    for (int col = 0; col < 8; ++col) {
      for (std::uint64_t inner = 0; inner < 64; ++inner) {
        first_rank_[col][inner] =
            static_cast<std::uint8_t>(chess::walk_ray(inner << 1, col, kDirections[0]) |
                                      chess::walk_ray(inner << 1, col, kDirections[4]));
      }
    }
    for (int sq = 0; sq < 64; ++sq) {
      check_every_occupancy<Piece::kRook>(sq);
      check_every_occupancy<Piece::kBishop>(sq);
    }
  }

  std::uint64_t rook(std::uint64_t occ, int sq) const {
    const auto& rings = rook_rings_[sq];
    std::uint64_t attacks = rings[0] | first_rank_[std::min(sq, 8)][(occ >> 1) & 63];
    std::uint64_t heads = rings[0] & ~occ;
    // The heads on the rank and on the file, stepped apart (see the header).
    const std::uint64_t on_rank = heads & (std::uint64_t{0xff} << (sq & 56));
    heads = (step_rook(on_rank) & rings[1]) | (step_rook(heads ^ on_rank) & rings[1]);
    attacks |= heads;
    heads &= ~occ;
    for (int distance = 2; distance <= kSteps; ++distance) {
      heads = step_rook(heads) & rings[distance];
      attacks |= heads;
      heads &= ~occ;
    }
    return attacks;
  }

  std::uint64_t bishop(std::uint64_t occ, int sq) const {
    const auto& rings = bishop_rings_[sq];
    std::uint64_t attacks = rings[0];
    std::uint64_t heads = rings[0] & ~occ;
    for (int distance = 1; distance <= kSteps; ++distance) {
      heads = ((heads >> 9) * 0x50005) & rings[distance];
      attacks |= heads;
      heads &= ~occ;
    }
    return attacks;
  }

 private:
  [[gnu::always_inline]] static std::uint64_t step_rook(std::uint64_t heads) {
    return (heads >> 8) * 0x10281;
  }

  // Aborts unless the kernel gives the reference walk's attacks for every occupancy of the
  // piece's rays from sq, with sq empty and occupied.
  template <Piece kPiece>
  void check_every_occupancy(int sq) const {
    const std::uint64_t rays = chess::walk_attacks(kPiece, 0, sq);
    std::uint64_t subset = 0;
    do {
      for (const std::uint64_t occ : {subset, subset | std::uint64_t{1} << sq}) {
        const std::uint64_t attacks = kPiece == Piece::kRook ? rook(occ, sq) : bishop(occ, sq);
        if (attacks != chess::walk_attacks(kPiece, occ, sq)) std::abort();
      }
      subset = (subset - rays) & rays;
    } while (subset != 0);
  }

  // [sq][d]: the squares of the piece's rays at distance d + 1 from sq.
  alignas(64) std::array<std::array<std::uint64_t, kSteps + 1>, 64> rook_rings_{};
  std::array<std::array<std::uint64_t, kSteps + 1>, 64> bishop_rings_{};
  // [col][inner]: the rank attacks from the first row's column col when its columns 1 to 6 hold
  // `inner`; row 8, for the squares off the first row, is empty.
  std::array<std::array<std::uint8_t, 64>, 9> first_rank_{};
};

}  // namespace

extern const Implementation scalar_exploding = with_built_tables<Tables>();

}  // namespace bitbench::attacks
