// Black magic bitboards (Volker Annuss's variant, in the chessprogramming wiki's "Magic
// Bitboards"): the occupancy ORed with the complement of the relevant mask, times a magic,
// shifted right by a shift fixed per piece, 64 - 12 for the rook and 64 - 9 for the bishop,
// indexes the square's table. The shift is an immediate, not a per-square load, and the OR with
// the complement replaces the AND with the mask.
//
// A fixed shift gives the squares with fewer relevant bits more index room than they fill, so
// Annuss packs the tables. Here the start-up search (magic_search.hpp) keeps, of 10000 seeded
// candidates per square, the valid magic whose indices span the fewest entries, and each span
// goes first-fit into one array, into the gaps the spans before it left where it can: 171533
// entries (1.3 MiB, 104988 of them filled), against 294912 (2.3 MiB) with a table per square.
// Annuss's published tables, from a far longer search, take 88507 (708 KiB). On the Zen 3 the
// queen's latency chain, which waits for every miss, took 0.74-0.89x the time of the unpacked
// tables in five runs; its throughput loop moved by 0.73 to 1.08x, within the noise.

#include <array>
#include <vector>

#include "attacks/magic_search.hpp"
#include "attacks/sliding.hpp"
#include "attacks/square_tables.hpp"

namespace bitbench::attacks {
namespace {

constexpr int index_bits(Piece piece) { return piece == Piece::kRook ? 12 : 9; }

struct BlackMagic {
  const std::uint64_t* attacks;
  std::uint64_t outside_mask;
  std::uint64_t magic;

  template <Piece kPiece>
  std::uint64_t lookup(std::uint64_t occ) const {
    return attacks[((occ | outside_mask) * magic) >> (64 - index_bits(kPiece))];
  }
};

struct BlackMagicFiller {
  using Entry = std::uint64_t;
  static constexpr unsigned kCandidates = 10000;
  // Room for every table unpacked, 64 squares of 2^12 rook and 2^9 bishop entries, which
  // first-fit never exceeds: the end of the array so far, or the lowest index, always fits.
  static constexpr std::size_t kRoom = 64 * ((std::size_t{1} << 12) + (std::size_t{1} << 9));

  SplitMix64 random{0x62697462656e6368};  // "bitbench"
  std::array<std::uint64_t, kRoom> packed{};

  // The filler packs the tables itself, in `packed`.
  static constexpr std::size_t table_size(Piece, int) { return 0; }

  BlackMagic fill(Piece piece, int sq, std::uint64_t*) {
    const BlockerSubsets subsets(piece, sq);
    const std::uint64_t outside_mask = ~subsets.mask;
    const int shift = 64 - index_bits(piece);
    const auto index_of = [=](std::uint64_t occ, std::uint64_t m) -> std::size_t {
      return ((occ | outside_mask) * m) >> shift;
    };
    const NarrowMagic found = find_narrow_magic(
        random, subsets, std::size_t{1} << index_bits(piece), kCandidates, index_of);
    std::vector<std::size_t> offsets;  // of each subset's entry from the span's start
    for (const std::uint64_t occ : subsets.occupancies) {
      offsets.push_back(index_of(occ, found.magic) - found.lowest);
    }
    // The span goes to the first place where each entry it fills is free (zero: no attack set
    // is empty) or holds the same attack set, so that it fills the gaps of the spans before.
    // It starts no lower than its lowest index, so that its base stays in the array.
    const auto fits = [&](std::size_t start) {
      for (std::size_t i = 0; i < offsets.size(); ++i) {
        const std::uint64_t held = packed[start + offsets[i]];
        if (held != 0 && held != subsets.attacks[i]) return false;
      }
      return true;
    };
    std::size_t start = found.lowest;
    while (!fits(start)) ++start;
    for (std::size_t i = 0; i < offsets.size(); ++i) {
      packed[start + offsets[i]] = subsets.attacks[i];
    }
    return {packed.data() + (start - found.lowest), outside_mask, found.magic};
  }
};

}  // namespace

extern const Implementation scalar_black_magic = at_sizes<8>(
    []<int, Piece kPiece> { return square_table_kernel<BlackMagicFiller, kPiece>(); },
    {.name = "scalar_black_magic",
     .description =
         "black magic bitboards: ((occ | ~mask) * magic) >> (64 - 12) for the rook, (64 - 9) for "
         "the bishop; of 10000 seeded candidates per square, the magic whose indices span the "
         "fewest entries, the spans packed first-fit into 1.3 MiB of a 2.3 MiB array",
     .instructions = "imul64"});

}  // namespace bitbench::attacks
