// The search that wrote black_magic_tables.hpp, the magics and overlapped tables of
// scalar_black_magic (black magic bitboards, V. Annuss, talkchess 2017; tables overlapped in one
// array as O. Garms and V. Annuss describe in the chessprogramming wiki's "Magic Bitboards").
// Not part of the library: a program of its own, seeded, whose output depends on its constants
// only, so that running it again reproduces the committed header bit for bit (in about 6
// minutes on a Zen 5, one thread per seed on two cores):
//
//   scripts/build.sh gcc black_magic_search
//   build/gcc/black_magic_search > kernels/attacks/black_magic_tables.hpp
//
// For each of kSeeds, three steps draw from one SplitMix64:
// 1. Candidates. With a fixed shift most squares have more index room than subsets, so a valid
//    magic may send them into a narrow span of it. For each of the 128 squares (the rook's,
//    then the bishop's), kDraws candidates, sparse (the AND of three random words) or the
//    complement of one (Annuss's magics are either); each square keeps the kPool valid ones
//    whose indices span the fewest entries.
// 2. Hill-climbing. From each kept magic, kSteps times one or two of its bits flipped, the
//    change taken when it stays valid and its span does not grow; narrower ones are kept.
// 3. Combs. A square whose occupancy reaches the top bits of the product (the eighth rank's)
//    cannot keep its indices in a narrow span: they form a comb, runs of used entries between
//    runs of free ones, and a narrow table fills none of its gaps. So each square also gets,
//    for each index bit j from kLowestCombBit up, a magic under which every index has the same
//    bit j (a comb of period 2^(j+1)), the indices with bit j removed spanning as few entries
//    as the search finds: the best of kCombDraws candidates, then kCombSteps bit flips taken
//    when they make fewer indices differ in bit j, or, with none differing, no wider a span.
//    Two combs of one period interleave, one shifted by 2^j into the other's gaps.
// Then packing, over the union of the seeds' kept magics. The squares, the widest first, each
// go to the lowest offset at which every entry it uses is free, with the kept magic that leaves
// the array shortest. Its lowest index stays at or above the array's start, so that no offset is
// negative. No two squares share an attack set, so an overlap can only fill another square's
// unused entries. The packing is tried again kPackings times with the order perturbed (each
// square's width times a random factor), and the shortest array is kept.
//
// It prints its progress to stderr and the header to stdout; it aborts rather than print a
// table that the kernel's fill (fill_black_magic) would reject.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <thread>
#include <vector>

#include "attacks/magic_search.hpp"

namespace bitbench::attacks {
namespace {

constexpr std::array<std::uint64_t, 2> kSeeds = {0x5eed0002, 0x626c61636b6d6167 /* "blackmag" */};
constexpr unsigned kDraws = 4000000;
constexpr unsigned kSteps = 20000;
constexpr std::size_t kPool = 8;
constexpr unsigned kCombDraws = 200000;
constexpr unsigned kCombSteps = 600000;
constexpr int kLowestCombBit = 4;  // to 9 for the rook, 6 for the bishop
constexpr std::uint64_t kPackingSeed = 7;
constexpr unsigned kPackings = 300;

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
    insert(try_magic(magic, widest - 1));
    if (pool_.size() > kPool) pool_.pop_back();
  }

  // Adds to the pool a magic under which every index has the same bit j, the indices without
  // that bit spanning as few entries as kCombDraws draws and kCombSteps bit flips find (step 3).
  void add_comb(SplitMix64& random, int j) {
    CombScore best;
    std::uint64_t magic = 0;
    for (unsigned draw = 0; draw < kCombDraws; ++draw) {
      const std::uint64_t sparse = random.next() & random.next() & random.next();
      const std::uint64_t candidate = draw % 2 == 0 ? sparse : ~sparse;
      if (const CombScore score = comb_score(candidate, j, best.differing); score < best) {
        best = score;
        magic = candidate;
      }
    }
    if (!best.valid()) return;
    for (unsigned step = 0; step < kCombSteps; ++step) {
      std::uint64_t flips = std::uint64_t{1} << random.below(64);
      if (random.below(2) == 0) flips |= std::uint64_t{1} << random.below(64);
      if (const CombScore score = comb_score(magic ^ flips, j, best.differing); score <= best) {
        best = score;
        magic ^= flips;
      }
    }
    if (best.differing == 0) insert(try_magic(magic, filled_in_.size()));
  }

  // Adds the kept magics of `other`, a search of the same square from another seed.
  void adopt(const SquareSearch& other) {
    for (const Candidate& candidate : other.pool_) insert(candidate);
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
  // How far a magic is from a comb in index bit j: how many indices have the less common value
  // of the bit, then the span of the indices with the bit removed; invalid magics score worst.
  struct CombScore {
    std::size_t differing = kInvalid, span = 0;
    static constexpr std::size_t kInvalid = ~std::size_t{0};
    bool valid() const { return differing != kInvalid; }
    auto operator<=>(const CombScore&) const = default;
  };
  // The CombScore of `magic`, given up (as invalid) once more than `most` indices differ.
  CombScore comb_score(std::uint64_t magic, int j, std::size_t most) {
    ++attempt_;
    std::size_t ones = 0, lowest = filled_in_.size(), highest = 0;
    for (std::size_t i = 0; i < subsets_.occupancies.size(); ++i) {
      const std::size_t at =
          black_magic_index(piece_, subsets_.occupancies[i], ~subsets_.mask, magic);
      if (filled_in_[at] != attempt_) {
        filled_in_[at] = attempt_;
        held_[at] = subsets_.attacks[i];
      } else if (held_[at] != subsets_.attacks[i]) {
        return {};
      }
      ones += (at >> j) & 1;
      const std::size_t without_j = ((at >> (j + 1)) << j) | (at & ((std::size_t{1} << j) - 1));
      lowest = std::min(lowest, without_j);
      highest = std::max(highest, without_j);
      if (std::min(ones, i + 1 - ones) > most) return {};
    }
    const std::size_t count = subsets_.occupancies.size();
    return {std::min(ones, count - ones), highest - lowest + 1};
  }
  // Adds `candidate` (if any) in span order unless its magic is there already.
  void insert(std::optional<Candidate> candidate) {
    if (!candidate) return;
    for (const Candidate& kept : pool_) {
      if (kept.magic == candidate->magic) return;
    }
    const auto place =
        std::upper_bound(pool_.begin(), pool_.end(), candidate->span,
                         [](std::size_t span, const Candidate& kept) { return span < kept.span; });
    pool_.insert(place, std::move(*candidate));
  }

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
// array shortest (then the one that starts lowest), at its lowest fit. With `perturb`, each
// square's width is first multiplied by a random factor within `spread` / 2 of 1.
Layout pack(const std::vector<SquareSearch>& squares, SplitMix64* perturb = nullptr,
            double spread = 0) {
  std::vector<double> width(squares.size());
  for (std::size_t i = 0; i < squares.size(); ++i) {
    width[i] = static_cast<double>(squares[i].pool().front().span);
    if (perturb != nullptr) {
      constexpr std::uint32_t kResolution = 1u << 20;
      width[i] *= 1 + spread * (perturb->below(kResolution) / double{kResolution} - 0.5);
    }
  }
  std::vector<std::size_t> order(squares.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return width[a] > width[b]; });
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
      "// Written by kernels/attacks/black_magic_search.cpp: seeds 0x%llx and 0x%llx,\n"
      "// %u draws, %u hill-climbing steps and %u comb steps per square. Do not edit; run the\n"
      "// search again.\n"
      "// Each square's black magic and the offset of its table in the one array of %zu\n"
      "// entries: attacks = array[offset + black_magic_index(piece, occ, ~mask, magic)].\n\n"
      "#include <array>\n#include <cstddef>\n#include <cstdint>\n\n"
      "namespace bitbench::attacks::black_magic_tables {\n\n"
      "struct SquareMagic {\n  std::uint64_t magic;\n  std::uint32_t offset;\n};\n\n"
      "inline constexpr std::size_t kEntries = %zu;\n\n// clang-format off\n",
      static_cast<unsigned long long>(kSeeds[0]), static_cast<unsigned long long>(kSeeds[1]),
      kDraws, kSteps, kCombSteps, layout.size, layout.size);
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

// Steps 1 to 3 for every square, from one seed.
std::vector<SquareSearch> search_from(std::uint64_t seed) {
  SplitMix64 random{seed};
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
    const int highest_comb_bit = square.piece() == Piece::kRook ? 9 : 6;
    for (int j = kLowestCombBit; j <= highest_comb_bit; ++j) square.add_comb(random, j);
  }
  std::fprintf(stderr, "seed 0x%llx searched\n", static_cast<unsigned long long>(seed));
  return squares;
}

int search() {
  std::array<std::vector<SquareSearch>, kSeeds.size()> searched;
  {
    std::vector<std::jthread> threads;
    for (std::size_t s = 0; s < kSeeds.size(); ++s) {
      threads.emplace_back([&searched, s] { searched[s] = search_from(kSeeds[s]); });
    }
  }
  std::vector<SquareSearch> squares = std::move(searched[0]);
  for (std::size_t s = 1; s < kSeeds.size(); ++s) {
    for (std::size_t i = 0; i < squares.size(); ++i) squares[i].adopt(searched[s][i]);
  }
  Layout best = pack(squares);
  std::fprintf(stderr, "packed into %zu entries\n", best.size);
  SplitMix64 perturb{kPackingSeed};
  for (unsigned round = 0; round < kPackings; ++round) {
    const double spread = 0.1 + 0.2 * (round % 4);  // 0.1 to 0.7
    Layout layout = pack(squares, &perturb, spread);
    if (layout.size < best.size) best = std::move(layout);
  }
  std::fprintf(stderr, "packed into %zu entries in the best of %u perturbed orders\n", best.size,
               kPackings);
  check(squares, best);
  print_header(squares, best);
  return 0;
}

}  // namespace
}  // namespace bitbench::attacks

int main() { return bitbench::attacks::search(); }
