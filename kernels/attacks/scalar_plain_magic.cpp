// Plain magic bitboards (the chessprogramming wiki's "Magic Bitboards", section "Plain"): Lasse
// Hansen's original form of magic bitboards, named "plain" by Robert Purves. As in fancy magic
// (fancy_magic.hpp), the relevant occupancy times a per-square magic, shifted right, indexes a
// table of attack sets; but every square has a table of the same size, 4096 entries for a rook and
// 512 for a bishop, so the shift is fixed per piece (64 - 12 and 64 - 9) and the table is
// attacks[sq][index], found from the square without a stored pointer or shift: a lookup loads the
// mask and the magic (16 bytes, one cache line) and the entry. The tables take 2 MiB for the
// rooks and 256 KiB for the bishops, against 841 KiB for fancy magic's.
//
// The magics are found at start-up by the seeded search of magic_search.hpp, each table entry
// checked against the slow reference walk while it is filled; the tables are built on first use.

#include <array>
#include <cstdint>

#include "attacks/built_tables.hpp"
#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

constexpr int kRookBits = 12;
constexpr int kBishopBits = 9;

struct PlainMagic {
  std::uint64_t mask;
  std::uint64_t magic;
};

class Tables {
 public:
  Tables() {
    SplitMix64 random{0x62697462656e6368};  // "bitbench"
    for (int sq = 0; sq < 64; ++sq) {
      rook_[sq] = find(random, Piece::kRook, sq, rook_attacks_[sq].data(), kRookBits);
      bishop_[sq] = find(random, Piece::kBishop, sq, bishop_attacks_[sq].data(), kBishopBits);
    }
  }

  std::uint64_t rook(std::uint64_t occ, int sq) const {
    return rook_attacks_[sq][((occ & rook_[sq].mask) * rook_[sq].magic) >> (64 - kRookBits)];
  }
  std::uint64_t bishop(std::uint64_t occ, int sq) const {
    return bishop_attacks_[sq]
                          [((occ & bishop_[sq].mask) * bishop_[sq].magic) >> (64 - kBishopBits)];
  }

 private:
  // Finds a magic under which every subset of the relevant mask indexes an entry of the
  // square's table of 2^bits entries holding its attacks, and fills those entries.
  static PlainMagic find(SplitMix64& random, Piece piece, int sq, std::uint64_t* table, int bits) {
    const unsigned shift = 64 - bits;
    const std::uint64_t magic =
        find_magic(random, piece, sq, table, std::size_t{1} << bits,
                   [shift](std::uint64_t occ, std::uint64_t m) { return (occ * m) >> shift; });
    return {chess::relevant_mask(piece, sq), magic};
  }

  std::array<PlainMagic, 64> rook_;
  std::array<PlainMagic, 64> bishop_;
  alignas(64) std::array<std::array<std::uint64_t, std::size_t{1} << kRookBits>, 64> rook_attacks_;
  alignas(
      64) std::array<std::array<std::uint64_t, std::size_t{1} << kBishopBits>, 64> bishop_attacks_;
};

}  // namespace

extern const Implementation scalar_plain_magic = with_built_tables<Tables>();

}  // namespace bitbench::attacks
