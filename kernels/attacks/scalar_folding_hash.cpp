// FoldingHash (Daniel Infuehr, 2022, in Chess_Movegen, whose hashes were found by a GPU search):
// one small multiplicative hash per line through the square, each on the occupancy folded to 32
// bits, so the multiplication is a 32-bit one. Per line (rank, file, diagonal, anti-diagonal):
//
// - the squares off the line's blocking squares are set, `occ | outside`, as black magic does,
//   so every subset of the line gives one word;
// - the word is folded to 32 bits, `high ^ (low * 3)`: the `* 3` adds the low half to itself
//   shifted by one, so that a bit of the low half and the bit 32 places above it (the same
//   column, four rows on) do not simply cancel;
// - `(folded * multiplier) >> 26`, a 32-bit product, is a 6-bit index into the line's 64
//   entries of line attacks, which start at the line's offset in one shared array.
//
// The piece's lines' entries, disjoint, are ORed. Instead of the published multipliers and
// offsets, a seeded search at first use (about 0.1 s) finds this project's own:
// per line, sparse 32-bit candidates are tried until 16 map every subset of the line's blocking
// squares without two subsets of different attacks meeting, and of those the one whose used
// entries fit lowest into the shared array, next to the entries already placed (a free entry,
// or one holding the same attacks), is kept. Every entry is the slow reference walk along the
// line. The 256 slices of 64 entries share 7978 entries instead of 16384.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

#include "attacks/built_tables.hpp"
#include "attacks/empty_board_lines.hpp"
#include "attacks/sliding.hpp"
#include "core/random.hpp"

namespace bitbench::attacks {
namespace {

// The entries the search's slices take in the shared array, checked when it is filled.
constexpr int kSharedEntries = 7978;
// Valid multipliers compared per line for the lowest fit.
constexpr int kCandidates = 16;

struct LineHash {
  std::uint64_t outside;  // every square but the line's blocking squares
  std::uint32_t multiplier;
  std::uint32_t offset;  // of the line's 64 entries in the shared array
};

[[gnu::always_inline]] inline std::uint32_t index(std::uint64_t occ, const LineHash& hash) {
  const std::uint64_t word = occ | hash.outside;
  const std::uint32_t folded =
      static_cast<std::uint32_t>(word >> 32) ^ (static_cast<std::uint32_t>(word) * 3u);
  return (folded * hash.multiplier) >> 26;
}

// The 64 entries of one line's hash: which are used, and their attacks.
struct Slice {
  std::array<std::uint64_t, 64> attacks{};
  std::array<bool, 64> used{};
};

class Tables {
 public:
  Tables() {
    SplitMix64 random(0x464f4c44);  // "FOLD"
    std::array<bool, kSharedEntries> taken{};
    int end = 0;
    for (int sq = 0; sq < 64; ++sq) {
      for (int line = 0; line < 4; ++line) {
        const std::uint64_t blocking = empty_board::blocking_squares(sq, line);
        LineHash& hash = hashes_[sq][line];
        hash.outside = ~blocking;
        LineHash candidate = hash;
        int best_offset = kSharedEntries;
        Slice best;
        for (int found = 0; found < kCandidates;) {
          candidate.multiplier =
              static_cast<std::uint32_t>(random.next() & random.next() & random.next());
          Slice slice;
          if (!fill(slice, candidate, sq, line, blocking)) continue;
          ++found;
          for (int offset = 0; offset < best_offset; ++offset) {
            if (fits(slice, offset, taken)) {
              best_offset = offset;
              best = slice;
              hash = candidate;
              hash.offset = static_cast<std::uint32_t>(offset);
              break;
            }
          }
        }
        if (best_offset == kSharedEntries) std::abort();  // no candidate fits
        for (int i = 0; i < 64; ++i) {
          if (!best.used[i]) continue;
          shared_[best_offset + i] = best.attacks[i];
          taken[best_offset + i] = true;
          end = std::max(end, best_offset + i + 1);
        }
      }
    }
    if (end != kSharedEntries) std::abort();
  }

  template <Piece kPiece>
  std::uint64_t attacks(std::uint64_t occ, int sq) const {
    const auto& lines = hashes_[sq];
    const auto along = [&](const LineHash& hash) {
      return shared_[hash.offset + index(occ, hash)];
    };
    std::uint64_t attacks = 0;
    if constexpr (kPiece != Piece::kBishop) attacks |= along(lines[0]) | along(lines[1]);
    if constexpr (kPiece != Piece::kRook) attacks |= along(lines[2]) | along(lines[3]);
    return attacks;
  }

 private:
  // Fills `slice` from every subset of `blocking`; false when two subsets of different attacks
  // share an index.
  static bool fill(Slice& slice, const LineHash& hash, int sq, int line, std::uint64_t blocking) {
    const int up = empty_board::kLineUp[line];
    std::uint64_t subset = 0;
    do {
      const std::uint64_t attacks = chess::walk_ray(subset, sq, kDirections[up]) |
                                    chess::walk_ray(subset, sq, kDirections[up + 4]);
      const std::uint32_t i = index(subset, hash);
      if (slice.used[i] && slice.attacks[i] != attacks) return false;
      slice.used[i] = true;
      slice.attacks[i] = attacks;
      subset = (subset - blocking) & blocking;
    } while (subset != 0);
    return true;
  }

  // Whether `slice` placed at `offset` stays in the array and meets only free entries or
  // entries of the same attacks.
  bool fits(const Slice& slice, int offset, const std::array<bool, kSharedEntries>& taken) const {
    for (int i = 0; i < 64; ++i) {
      if (!slice.used[i]) continue;
      if (offset + i >= kSharedEntries) return false;
      if (taken[offset + i] && shared_[offset + i] != slice.attacks[i]) return false;
    }
    return true;
  }

  // [square][line]: the line's hash.
  std::array<std::array<LineHash, 4>, 64> hashes_;
  alignas(64) std::array<std::uint64_t, kSharedEntries> shared_{};
};

}  // namespace

extern const Implementation scalar_folding_hash = with_built_tables<Tables>();

}  // namespace bitbench::attacks
