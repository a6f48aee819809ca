// Fancy magic with a byte lookup (Robert Houdart's proposal, in the chessprogramming wiki's
// "Magic Bitboards", section "Byte Lookup"): the index of fancy_magic.hpp, (occ & mask) *
// magic >> shift, reads one byte, the number of the attack set among the square's distinct
// ones, and that number reads the set. A square has at most 144 distinct rook sets and 108
// bishop sets, so a byte holds the number. The index tables shrink from 841 KiB of sets to
// 105 KiB of bytes, and the 6,328 distinct sets take 49 KiB: together they fit in a 512 KiB
// L2 where scalar_magic's tables do not, at the price of a second, dependent load.

#include <algorithm>
#include <array>
#include <vector>

#include "attacks/fancy_magic.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

// How many attack sets `piece` has on `sq`: on each ray, the first blocker is one of the
// squares before the edge, or there is none.
constexpr std::size_t attack_set_count(Piece piece, int sq) {
  std::size_t count = 1;
  for (int direction = 0; direction < 8; ++direction) {
    if (!chess::slides(piece, direction)) continue;
    const int ray = popcount(chess::walk_ray(0, sq, kDirections[direction]));
    count *= static_cast<std::size_t>(std::max(ray, 1));
  }
  return count;
}

constexpr std::size_t attack_set_count() {
  std::size_t count = 0;
  for (int sq = 0; sq < 64; ++sq) {
    count += attack_set_count(Piece::kRook, sq) + attack_set_count(Piece::kBishop, sq);
  }
  return count;
}
static_assert(attack_set_count(Piece::kRook, 27) <= 256);  // d4, the most of any square

struct ByteMagic {
  FancyIndex index;
  const std::uint8_t* set_numbers;
  const std::uint64_t* sets;

  std::uint64_t lookup(std::uint64_t occ) const { return sets[set_numbers[index(occ)]]; }
};

struct ByteMagicFiller {
  using Entry = std::uint8_t;

  FancyMagicFiller magics;
  // Each square's distinct sets, one square after another.
  std::array<std::uint64_t, attack_set_count()> sets;
  std::size_t sets_used = 0;

  // Finds a magic for `piece` on `sq` as scalar_magic does, then numbers the square's sets.
  ByteMagic fill(Piece piece, int sq, std::uint8_t* set_numbers) {
    // Entries no occupancy reaches keep a set of the square, so that they number like the rest.
    std::vector<std::uint64_t> attacks(std::size_t{1} << popcount(chess::relevant_mask(piece, sq)),
                                       chess::walk_attacks(piece, 0, sq));
    const FancyIndex index = magics.find(piece, sq, attacks.data());
    std::uint64_t* square_sets = sets.data() + sets_used;
    std::size_t distinct = 0;
    for (std::size_t i = 0; i < attacks.size(); ++i) {
      std::uint64_t* found = std::find(square_sets, square_sets + distinct, attacks[i]);
      if (found == square_sets + distinct) square_sets[distinct++] = attacks[i];
      set_numbers[i] = static_cast<std::uint8_t>(found - square_sets);
    }
    sets_used += distinct;
    return {index, set_numbers, square_sets};
  }
};

}  // namespace

extern const Implementation scalar_byte_magic = with_built_tables<SquareTables<ByteMagicFiller>>();

}  // namespace bitbench::attacks
