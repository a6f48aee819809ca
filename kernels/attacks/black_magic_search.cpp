// The search that wrote black_magic_tables.hpp, the magics and overlapped tables of
// scalar_black_magic (black magic bitboards, V. Annuss, talkchess 2017; tables overlapped in one
// array as O. Garms and V. Annuss describe in the chessprogramming wiki's "Magic Bitboards").
// Not part of the library: a program of its own, seeded, whose output depends on its constants
// only (kSeed, kDraws, kSteps, kPool), so that running it again reproduces the committed header
// bit for bit (in 45 seconds on a Zen 5):
//
//   scripts/build.sh gcc black_magic_search
//   build/gcc/black_magic_search > kernels/attacks/black_magic_tables.hpp
//
// Three steps, all drawing from one SplitMix64:
// 1. Candidates. With a fixed shift most squares have more index room than subsets, so a valid
//    magic may send them into a narrow span of it. For each of the 128 squares (the rook's,
//    then the bishop's), kDraws candidates, sparse (the AND of three random words) or the
//    complement of one (Annuss's magics are either); each square keeps the kPool valid ones
//    whose indices span the fewest entries.
// 2. Hill-climbing. From each kept magic, kSteps times one or two of its bits flipped, the
//    change taken when it stays valid and its span does not grow; narrower ones are kept.
// 3. Packing. The squares, the widest first, each go to the lowest offset at which every entry
//    it uses is free, with the kept magic that leaves the array shortest. Its lowest index
//    stays at or above the array's start, so that no offset is negative. No two squares share
//    an attack set, so an overlap can only fill another square's unused entries.
//
// It prints its progress to stderr and the header to stdout; it aborts rather than print a
// table that the kernel's fill (fill_black_magic) would reject.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <vector>

#include "attacks/magic_search.hpp"

namespace bitbench::attacks {
namespace {

constexpr std::uint64_t kSeed = 0x626c61636b6d6167;  // "blackmag"
constexpr unsigned kDraws = 4000000;
constexpr unsigned kSteps = 20000;
constexpr std::size_t kPool = 8;

// A valid magic of one square and the entries it uses, as bits from its lowest index on.
struct Candidate {
  std::uint64_t magic = 0;
  std::size_t lowest = 0, span = 0, used = 0;
  std::vector<std::uint64_t> pattern;
};

class SquareSearch {
 public:
  SquareSearch(Piece piece, int sq)
      : piece_(piece),
        sq_(sq),
        subsets_(piece, sq),
        filled_in_(std::size_t{1} << black_magic_bits(piece)),
        held_(filled_in_.size()),
        indices_(subsets_.occupancies.size()) {}

  Piece piece() const { return piece_; }
  int sq() const { return sq_; }
  const std::vector<Candidate>& pool() const { return pool_; }

  // Tries `magic`; keeps it when it is valid and its indices span fewer entries than the
  // widest kept.
  void offer(std::uint64_t magic) {
    const std::size_t widest = pool_.size() == kPool ? pool_.back().span : filled_in_.size();
    if (auto candidate = try_magic(magic, widest - 1)) keep(std::move(*candidate));
  }

  // Hill-climbs from each kept magic: `steps` times, one or two of its bits flipped, the
  // change taken when the span does not grow, each narrower magic offered to the pool.
  void climb(SplitMix64& random, unsigned steps) {
    for (std::size_t k = 0; k < kPool && k < pool_.size(); ++k) {
      std::uint64_t magic = pool_[k].magic;
      std::size_t span = pool_[k].span;
      for (unsigned step = 0; step < steps; ++step) {
        std::uint64_t flips = std::uint64_t{1} << random.below(64);
        if (random.below(2) == 0) flips |= std::uint64_t{1} << random.below(64);
        auto candidate = try_magic(magic ^ flips, span);
        if (!candidate) continue;
        magic = candidate->magic;
        if (candidate->span < span) {
          span = candidate->span;
          offer(magic);
        }
      }
    }
  }

 private:
  // The candidate of `magic` when it is valid and spans at most `widest` entries (it is
  // dropped as soon as it spans more, so most cost a few products).
  std::optional<Candidate> try_magic(std::uint64_t magic, std::size_t widest) {
    ++attempt_;
    std::size_t lowest = filled_in_.size(), highest = 0, used = 0;
    for (std::size_t i = 0; i < subsets_.occupancies.size(); ++i) {
      const std::size_t at =
          black_magic_index(piece_, subsets_.occupancies[i], ~subsets_.mask, magic);
      lowest = std::min(lowest, at);
      highest = std::max(highest, at);
      if (highest - lowest + 1 > widest) return std::nullopt;
      if (filled_in_[at] != attempt_) {
        filled_in_[at] = attempt_;
        held_[at] = subsets_.attacks[i];
        ++used;
      } else if (held_[at] != subsets_.attacks[i]) {
        return std::nullopt;
      }
      indices_[i] = at;
    }
    Candidate candidate{magic, lowest, highest - lowest + 1, used, {}};
    candidate.pattern.assign(candidate.span / 64 + 1, 0);
    for (const std::size_t at : indices_) {
      const std::size_t bit = at - lowest;
      candidate.pattern[bit / 64] |= std::uint64_t{1} << (bit % 64);
    }
    return candidate;
  }
  // Keeps `candidate` in span order unless its magic is kept already; at most kPool.
  void keep(Candidate candidate) {
    for (const Candidate& kept : pool_) {
      if (kept.magic == candidate.magic) return;
    }
    const auto place =
        std::upper_bound(pool_.begin(), pool_.end(), candidate.span,
                         [](std::size_t span, const Candidate& kept) { return span < kept.span; });
    pool_.insert(place, std::move(candidate));
    if (pool_.size() > kPool) pool_.pop_back();
  }

  Piece piece_;
  int sq_;
  BlockerSubsets subsets_;
  unsigned attempt_ = 0;
  std::vector<unsigned> filled_in_;  // filled_in_[i] == attempt_: entry i used by this candidate
  std::vector<std::uint64_t> held_;
  std::vector<std::size_t> indices_;
  std::vector<Candidate> pool_;  // by span, narrowest first
};

// The used entries of the one array, as bits.
class Packing {
 public:
  explicit Packing(std::size_t capacity) : taken_(capacity / 64 + 2) {}

  std::size_t size() const { return size_; }

  // The lowest start, the array index of `c`'s lowest index, at which every entry `c` uses is
  // free; no lower than its lowest index, so that its offset is not negative.
  std::size_t lowest_fit(const Candidate& c) const {
    std::size_t start = c.lowest;
    while (!fits(c, start)) ++start;
    return start;
  }
  void place(const Candidate& c, std::size_t start) {
    for (std::size_t w = 0; w < c.pattern.size(); ++w) {
      const std::size_t bit = start + 64 * w, q = bit / 64, r = bit % 64;
      taken_[q] |= c.pattern[w] << r;
      if (r != 0) taken_[q + 1] |= c.pattern[w] >> (64 - r);
    }
    size_ = std::max(size_, start + c.span);
  }

 private:
  std::uint64_t taken_at(std::size_t bit) const {
    const std::size_t q = bit / 64, r = bit % 64;
    return r == 0 ? taken_[q] : (taken_[q] >> r) | (taken_[q + 1] << (64 - r));
  }
  bool fits(const Candidate& c, std::size_t start) const {
    for (std::size_t w = 0; w < c.pattern.size(); ++w) {
      if ((taken_at(start + 64 * w) & c.pattern[w]) != 0) return false;
    }
    return true;
  }

  std::vector<std::uint64_t> taken_;
  std::size_t size_ = 0;
};

// Every square's table unpacked, the most a packing can take.
constexpr std::size_t kCapacity = 64 * ((std::size_t{1} << 12) + (std::size_t{1} << 9));

struct Layout {
  std::vector<std::size_t> chosen;  // the pool entry of each square
  std::vector<std::size_t> starts;
  std::size_t size = 0;
};

// Places the squares, the widest first, each with the candidate of its pool that leaves the
// array shortest (then the one that starts lowest), at its lowest fit.
Layout pack(const std::vector<SquareSearch>& squares) {
  std::vector<std::size_t> order(squares.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return squares[a].pool().front().span > squares[b].pool().front().span;
  });
  Packing packing(kCapacity);
  Layout layout{std::vector<std::size_t>(squares.size()), std::vector<std::size_t>(squares.size())};
  for (const std::size_t i : order) {
    const std::vector<Candidate>& pool = squares[i].pool();
    std::pair best{kCapacity + 1, kCapacity + 1};
    for (std::size_t k = 0; k < pool.size(); ++k) {
      const std::size_t start = packing.lowest_fit(pool[k]);
      const std::pair score{std::max(packing.size(), start + pool[k].span), start};
      if (score < best) {
        best = score;
        layout.chosen[i] = k;
        layout.starts[i] = start;
      }
    }
    packing.place(pool[layout.chosen[i]], layout.starts[i]);
  }
  layout.size = packing.size();
  return layout;
}

void print_header(const std::vector<SquareSearch>& squares, const Layout& layout) {
  std::printf(
      "#pragma once\n"
      "// Written by kernels/attacks/black_magic_search.cpp: seed 0x%016llx, %u draws and\n"
      "// %u hill-climbing steps per square. Do not edit; run the search again.\n"
      "// Each square's black magic and the offset of its table in the one array of %zu\n"
      "// entries: attacks = array[offset + black_magic_index(piece, occ, ~mask, magic)].\n\n"
      "#include <array>\n#include <cstddef>\n#include <cstdint>\n\n"
      "namespace bitbench::attacks::black_magic_tables {\n\n"
      "struct SquareMagic {\n  std::uint64_t magic;\n  std::uint32_t offset;\n};\n\n"
      "inline constexpr std::size_t kEntries = %zu;\n\n// clang-format off\n",
      static_cast<unsigned long long>(kSeed), kDraws, kSteps, layout.size, layout.size);
  for (const Piece piece : {Piece::kRook, Piece::kBishop}) {
    std::printf("inline constexpr std::array<SquareMagic, 64> k%s = {{\n",
                piece == Piece::kRook ? "Rook" : "Bishop");
    for (std::size_t i = 0; i < squares.size(); ++i) {
      if (squares[i].piece() != piece) continue;
      const Candidate& c = squares[i].pool()[layout.chosen[i]];
      std::printf("    {0x%016llxull, %zu},\n", static_cast<unsigned long long>(c.magic),
                  layout.starts[i] - c.lowest);
    }
    std::printf("}};\n");
  }
  std::printf("// clang-format on\n\n}  // namespace bitbench::attacks::black_magic_tables\n");
}

// The kernel's fill, on the found layout: aborts unless every entry agrees.
void check(const std::vector<SquareSearch>& squares, const Layout& layout) {
  std::vector<std::uint64_t> table(layout.size);
  for (std::size_t i = 0; i < squares.size(); ++i) {
    const Candidate& c = squares[i].pool()[layout.chosen[i]];
    fill_black_magic(squares[i].piece(), squares[i].sq(), c.magic, layout.starts[i] - c.lowest,
                     table.data(), table.size());
  }
}

int search() {
  SplitMix64 random{kSeed};
  std::vector<SquareSearch> squares;
  for (const Piece piece : {Piece::kRook, Piece::kBishop}) {
    for (int sq = 0; sq < 64; ++sq) squares.emplace_back(piece, sq);
  }
  for (SquareSearch& square : squares) {
    for (unsigned draw = 0; square.pool().empty() || draw < kDraws; ++draw) {
      const std::uint64_t sparse = random.next() & random.next() & random.next();
      square.offer(draw % 2 == 0 ? sparse : ~sparse);
    }
    square.climb(random, kSteps);
  }
  std::size_t spans = 0;
  for (const SquareSearch& square : squares) spans += square.pool().front().span;
  std::fprintf(stderr, "candidates drawn; the narrowest spans add up to %zu entries\n", spans);
  const Layout best = pack(squares);
  std::fprintf(stderr, "packed into %zu entries\n", best.size);
  check(squares, best);
  print_header(squares, best);
  return 0;
}

}  // namespace
}  // namespace bitbench::attacks

int main() { return bitbench::attacks::search(); }
