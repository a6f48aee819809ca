// The search that wrote black_magic_tables.hpp, the magics and overlapped tables of
// scalar_black_magic (black magic bitboards, V. Annuss, talkchess 2017; tables overlapped in one
// array as O. Garms and V. Annuss describe in the chessprogramming wiki's "Magic Bitboards").
// Not part of the library: a program of its own, seeded, whose output depends on its constants
// only, so that running it again reproduces the committed header bit for bit (in about 29
// minutes on a Zen 3, one thread per seed on two cores):
//
//   scripts/build.sh gcc black_magic_search
//   build/gcc/black_magic_search > kernels/attacks/black_magic_tables.hpp
//
// For each of kSeeds, four steps draw from one SplitMix64:
// 1. Candidates. With a fixed shift most squares have more index room than subsets, so a valid
//    magic may send them into a narrow span of it. For each of the 128 squares (the rook's,
//    then the bishop's), kDraws candidates, sparse (the AND of three random words) or the
//    complement of one (Annuss's magics are either); each square keeps the kPool valid ones
//    whose indices span the fewest entries (then use the fewest). A magic whose indices are
//    those of one kept already is not kept: it would give the packing no other choice.
// 2. Hill-climbing. From each kept magic, kSteps times one or two of its bits flipped, the
//    change taken when it stays valid and its span does not grow, nor its used entries where
//    the span stays; narrower ones are kept. Then from each kept magic again, the same walk
//    for fewest used entries first: constructive collisions (two subsets with the same attacks
//    on one entry) free entries inside a table that the others can take; the kPool magics that
//    use the fewest are kept as well.
// 3. Combs. A square whose occupancy reaches the top bits of the product (the eighth rank's)
//    cannot keep its indices in a narrow span: they form a comb, runs of used entries between
//    runs of free ones, and a narrow table fills none of its gaps. So each square also gets,
//    for each index bit j from kLowestCombBit up, a magic under which every index has the same
//    bit j (a comb of period 2^(j+1)), the indices with bit j removed spanning as few entries
//    as the search finds: the best of kCombDraws candidates, then kCombSteps bit flips taken
//    when they make fewer indices differ in bit j, or, with none differing, no wider a span.
//    Two combs of one period interleave, one shifted by 2^j into the other's gaps.
// 4. Collisions on the file. For a rook on the eighth rank, the occupied squares of the rank
//    add to the product's top seven bits only (their products with the magic's seven low bits),
//    so the entries a magic uses are about its distinct indices of the file's occupancies (the
//    64 without a blocker on the rank) times the distinct sums of the rank's. Each such square
//    also gets the magics found by kFileDraws candidates and kFileSteps bit flips that send the
//    file's occupancies to the fewest indices: a 32nd of the products of the whole table, which
//    is checked only for a magic that is no worse; each better one is kept among the kPool that
//    use the fewest entries.
// Then packing, over the union of the seeds' kept magics. The squares in turn, the widest first,
// each go to the lowest offset at which every entry it uses is free, with the kept magic that
// leaves the array shortest. Its lowest index stays at or above the array's start, so that no
// offset is negative. No two squares share an attack set, so an overlap can only fill another
// square's unused entries. Placed first, a sparse magic (fewest used, a comb) leaves a longer
// array than a narrow one and is never chosen, though the squares placed later may fill it;
// so the local search that follows changes either the order (one to three squares moved or
// swapped in it) or which of its magics one square must take (or that it may take any again),
// kPackingTrials times, each change kept when its array is no longer; one such search per
// kPackingSeeds, one thread each, and the shortest array kept (the first seed's on a tie).
//
// It prints its progress to stderr and the header to stdout; it aborts rather than print a
// table that the kernel's fill (fill_black_magic) would reject.

#include <algorithm>
#include <array>
#include <bit>
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
constexpr unsigned kFileDraws = 300000;
constexpr unsigned kFileSteps = 300000;
constexpr std::array<std::uint64_t, 2> kPackingSeeds = {11, 12};
constexpr unsigned kPackingTrials = 10000;

// The `draw`-th candidate of a run of draws: sparse (the AND of three random words) when `draw`
// is even, the complement of one when it is odd.
std::uint64_t drawn_magic(SplitMix64& random, unsigned draw) {
  const std::uint64_t sparse = random.next() & random.next() & random.next();
  return draw % 2 == 0 ? sparse : ~sparse;
}

// The bits a hill-climb's step flips: one at random, or two.
std::uint64_t random_flips(SplitMix64& random) {
  std::uint64_t flips = std::uint64_t{1} << random.below(64);
  if (random.below(2) == 0) flips |= std::uint64_t{1} << random.below(64);
  return flips;
}

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

  // Tries `magic`; keeps it when it is valid and narrower than the widest kept (by span, then
  // used entries).
  void offer(std::uint64_t magic) {
    const std::size_t widest = pool_.size() == kPool ? pool_.back().span : filled_in_.size();
    insert_bounded(pool_, try_magic(magic, widest), by_span);
  }

  // Adds to the pool a magic under which every index has the same bit j, the indices without
  // that bit spanning as few entries as kCombDraws draws and kCombSteps bit flips find (step 3).
  void add_comb(SplitMix64& random, int j) {
    CombScore best;
    std::uint64_t magic = 0;
    for (unsigned draw = 0; draw < kCombDraws; ++draw) {
      const std::uint64_t candidate = drawn_magic(random, draw);
      if (const CombScore score = comb_score(candidate, j, best.differing); score < best) {
        best = score;
        magic = candidate;
      }
    }
    if (!best.valid()) return;
    for (unsigned step = 0; step < kCombSteps; ++step) {
      const std::uint64_t flips = random_flips(random);
      if (const CombScore score = comb_score(magic ^ flips, j, best.differing); score <= best) {
        best = score;
        magic ^= flips;
      }
    }
    if (best.differing == 0) insert(pool_, try_magic(magic, filled_in_.size()), by_span);
  }

  // Adds to the kept magics that use the fewest entries those of a rook on the eighth rank that
  // send the file's occupancies to the fewest indices (step 4).
  void collide_on_file(SplitMix64& random) {
    for (std::size_t i = 0; i < subsets_.occupancies.size(); ++i) {
      if ((subsets_.occupancies[i] >> 56) == 0) on_file_.push_back(i);
    }
    std::size_t best = on_file_.size() + 1;
    std::uint64_t magic = 0;
    // Moves to `candidate` when it is valid and sends the file's occupancies to no more indices.
    const auto take_if_no_worse = [&](std::uint64_t candidate) {
      const std::size_t indices = file_indices(candidate, best);
      if (indices > best) return;
      std::optional<Candidate> whole = try_magic(candidate, filled_in_.size());
      if (!whole) return;
      if (indices < best) keep_among_fewest_used(std::move(*whole));
      best = indices;
      magic = candidate;
    };
    for (unsigned draw = 0; draw < kFileDraws; ++draw) {
      take_if_no_worse(drawn_magic(random, draw));
    }
    for (unsigned step = 0; step < kFileSteps; ++step) {
      take_if_no_worse(magic ^ random_flips(random));
    }
  }

  // Adds the kept magics of `other`, a search of the same square from another seed.
  void adopt(const SquareSearch& other) {
    for (const Candidate& candidate : other.pool_) insert(pool_, candidate, by_span);
    for (const Candidate& candidate : other.fewest_used_) {
      if (!holds(fewest_used_, candidate)) fewest_used_.push_back(candidate);
    }
  }

  // The magics the packing chooses from: the narrowest, then those that use the fewest entries.
  std::vector<Candidate> candidates() const {
    std::vector<Candidate> all = pool_;
    for (const Candidate& candidate : fewest_used_) {
      if (!holds(all, candidate)) all.push_back(candidate);
    }
    return all;
  }

  // Hill-climbs from each kept magic: `steps` times, one or two of its bits flipped, the
  // change taken when it is no wider (by span, then used entries), each narrower magic offered
  // to the pool.
  void climb(SplitMix64& random, unsigned steps) {
    for (std::size_t k = 0; k < kPool && k < pool_.size(); ++k) {
      walk(random, steps, pool_[k].magic, by_span(pool_[k]), by_span,
           [&](const Candidate& narrower) { offer(narrower.magic); });
    }
  }

  // The same walk from each kept magic for the fewest used entries (then the narrowest), each
  // sparser magic kept among the kPool that use the fewest.
  void climb_to_fewest_used(SplitMix64& random, unsigned steps) {
    const std::vector<Candidate> starts = pool_;
    for (const Candidate& start : starts) {
      walk(random, steps, start.magic, by_used(start), by_used,
           [&](const Candidate& sparser) { keep_among_fewest_used(sparser); });
    }
  }

 private:
  // The index of subset i under `magic`.
  std::size_t index_of(std::size_t i, std::uint64_t magic) const {
    return black_magic_index(piece_, subsets_.occupancies[i], ~subsets_.mask, magic);
  }
  // What entry `at` is to subset i in this attempt: new (now holding its attacks), shared with
  // a subset of the same attacks, or a clash with one of other attacks (the magic is invalid).
  enum class Entry { kNew, kShared, kClash };
  Entry fill(std::size_t at, std::size_t i) {
    if (filled_in_[at] != attempt_) {
      filled_in_[at] = attempt_;
      held_[at] = subsets_.attacks[i];
      return Entry::kNew;
    }
    return held_[at] == subsets_.attacks[i] ? Entry::kShared : Entry::kClash;
  }
  // Keeps `candidate` among the kPool kept magics that use the fewest entries, if it is one.
  void keep_among_fewest_used(Candidate candidate) {
    insert_bounded(fewest_used_, std::move(candidate), by_used);
  }

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
      const std::size_t at = index_of(i, magic);
      if (fill(at, i) == Entry::kClash) return {};
      ones += (at >> j) & 1;
      const std::size_t without_j = ((at >> (j + 1)) << j) | (at & ((std::size_t{1} << j) - 1));
      lowest = std::min(lowest, without_j);
      highest = std::max(highest, without_j);
      if (std::min(ones, i + 1 - ones) > most) return {};
    }
    const std::size_t count = subsets_.occupancies.size();
    return {std::min(ones, count - ones), highest - lowest + 1};
  }
  // The distinct indices of the file's occupancies under `magic` (step 4), more than `most`
  // (given up as soon as it is) where two with different attacks share one.
  std::size_t file_indices(std::uint64_t magic, std::size_t most) {
    ++attempt_;
    std::size_t used = 0;
    for (const std::size_t i : on_file_) {
      const Entry entry = fill(index_of(i, magic), i);
      if (entry == Entry::kClash) return most + 1;
      if (entry == Entry::kNew && ++used > most) return used;
    }
    return used;
  }
  // The two orders of candidates: narrowest first, and fewest used entries first.
  static std::pair<std::size_t, std::size_t> by_span(const Candidate& c) {
    return {c.span, c.used};
  }
  static std::pair<std::size_t, std::size_t> by_used(const Candidate& c) {
    return {c.used, c.span};
  }
  using Order = std::pair<std::size_t, std::size_t> (*)(const Candidate&);

  // Whether `kept` has a magic whose entries are those of `candidate`: two such leave the packing
  // the same choices, so only the first is kept.
  static bool holds(const std::vector<Candidate>& kept, const Candidate& candidate) {
    return std::any_of(kept.begin(), kept.end(), [&](const Candidate& c) {
      return c.lowest == candidate.lowest && c.pattern == candidate.pattern;
    });
  }
  // Adds `candidate` (if any) to `kept` in `order` unless its entries are there already.
  static void insert(std::vector<Candidate>& kept, std::optional<Candidate> candidate,
                     Order order) {
    if (!candidate || holds(kept, *candidate)) return;
    const auto place = std::upper_bound(
        kept.begin(), kept.end(), order(*candidate),
        [&](const auto& key, const Candidate& other) { return key < order(other); });
    kept.insert(place, std::move(*candidate));
  }
  // The same, then the last dropped if more than kPool are kept.
  static void insert_bounded(std::vector<Candidate>& kept, std::optional<Candidate> candidate,
                             Order order) {
    insert(kept, std::move(candidate), order);
    if (kept.size() > kPool) kept.pop_back();
  }

  // From `magic`, whose place in `order` is `best`, `steps` times one or two of its bits
  // flipped, the change taken when the magic stays valid and comes no later in `order`;
  // `improved` is called on each that comes earlier.
  template <class Improved>
  void walk(SplitMix64& random, unsigned steps, std::uint64_t magic,
            std::pair<std::size_t, std::size_t> best, Order order, Improved improved) {
    for (unsigned step = 0; step < steps; ++step) {
      const std::uint64_t flips = random_flips(random);
      // The narrowest walk drops a candidate as soon as it spans more than the best.
      const std::size_t widest = order == by_span ? best.first : filled_in_.size();
      const auto candidate = try_magic(magic ^ flips, widest);
      if (!candidate || order(*candidate) > best) continue;
      magic = candidate->magic;
      if (order(*candidate) < best) {
        best = order(*candidate);
        improved(*candidate);
      }
    }
  }

  // The candidate of `magic` when it is valid and spans at most `widest` entries (it is
  // dropped as soon as it spans more, so most cost a few products).
  std::optional<Candidate> try_magic(std::uint64_t magic, std::size_t widest) {
    ++attempt_;
    std::size_t lowest = filled_in_.size(), highest = 0, used = 0;
    for (std::size_t i = 0; i < subsets_.occupancies.size(); ++i) {
      const std::size_t at = index_of(i, magic);
      lowest = std::min(lowest, at);
      highest = std::max(highest, at);
      if (highest - lowest + 1 > widest) return std::nullopt;
      const Entry entry = fill(at, i);
      if (entry == Entry::kClash) return std::nullopt;
      used += entry == Entry::kNew;
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
  std::vector<std::size_t> on_file_;    // the subsets with no blocker on the eighth rank (step 4)
  std::vector<Candidate> pool_;         // by_span, narrowest first
  std::vector<Candidate> fewest_used_;  // by_used
};

// The used entries of the one array, as bits.
class Packing {
 public:
  explicit Packing(std::size_t capacity) : taken_(capacity / 64 + 2) {}

  std::size_t size() const { return size_; }

  // The lowest start, the array index of `c`'s lowest index, at which every entry `c` uses is
  // free; no lower than its lowest index, so that its offset is not negative. The entry at the
  // start is one `c` uses, so only free entries are tried.
  std::size_t lowest_fit(const Candidate& c) const {
    std::size_t start = next_free(c.lowest);
    while (!fits(c, start)) start = next_free(start + 1);
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
  std::size_t next_free(std::size_t bit) const {
    std::size_t q = bit / 64;
    std::uint64_t free = ~taken_[q] & (~std::uint64_t{0} << (bit % 64));
    while (free == 0) free = ~taken_[++q];
    return 64 * q + static_cast<std::size_t>(std::countr_zero(free));
  }
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

using Candidates = std::vector<std::vector<Candidate>>;  // each square's

struct Layout {
  std::vector<std::size_t> chosen;  // each square's candidate
  std::vector<std::size_t> starts;
  std::size_t size = 0;
};

// What the packing is given: the order of the squares, and for each the candidate it must take,
// or kAny.
constexpr std::size_t kAny = ~std::size_t{0};
struct PackingPlan {
  std::vector<std::size_t> order, taken;
};

// Places the squares in the plan's order, each with its candidate that leaves the array shortest
// (then the one that starts lowest) or the one it must take, at its lowest fit.
Layout pack(const Candidates& candidates, const PackingPlan& plan) {
  Packing packing(kCapacity);
  Layout layout{std::vector<std::size_t>(candidates.size()),
                std::vector<std::size_t>(candidates.size())};
  for (const std::size_t i : plan.order) {
    std::pair best{kCapacity + 1, kCapacity + 1};
    for (std::size_t k = 0; k < candidates[i].size(); ++k) {
      if (plan.taken[i] != kAny && plan.taken[i] != k) continue;
      const Candidate& c = candidates[i][k];
      const std::size_t start = packing.lowest_fit(c);
      if (const std::pair score{std::max(packing.size(), start + c.span), start}; score < best) {
        best = score;
        layout.chosen[i] = k;
        layout.starts[i] = start;
      }
    }
    packing.place(candidates[i][layout.chosen[i]], layout.starts[i]);
  }
  layout.size = packing.size();
  return layout;
}

// The squares by the span of their narrowest candidate, the widest first.
std::vector<std::size_t> widest_first(const Candidates& candidates) {
  std::vector<std::size_t> narrowest(candidates.size());
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    for (const Candidate& c : candidates[i]) {
      narrowest[i] = narrowest[i] == 0 ? c.span : std::min(narrowest[i], c.span);
    }
  }
  std::vector<std::size_t> order(candidates.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return narrowest[a] > narrowest[b]; });
  return order;
}

// The local search over the packing plan, from `plan`: kPackingTrials times either one square
// made to take one of its candidates (or any again, one time in four), or one to three squares
// swapped or moved to another place in the order; the new plan kept when its array is no longer.
Layout improve(const Candidates& candidates, PackingPlan plan, std::uint64_t seed) {
  SplitMix64 random{seed};
  Layout best = pack(candidates, plan);
  for (unsigned trial = 0; trial < kPackingTrials; ++trial) {
    PackingPlan changed = plan;
    if (random.below(2) == 0) {
      const std::size_t i = random.below(candidates.size());
      changed.taken[i] = random.below(4) == 0 ? kAny : random.below(candidates[i].size());
    } else {
      std::vector<std::size_t>& order = changed.order;
      const unsigned moves = 1 + random.below(3);
      for (unsigned move = 0; move < moves; ++move) {
        const std::size_t a = random.below(order.size()), b = random.below(order.size());
        if (random.below(2) == 1) {
          std::swap(order[a], order[b]);
        } else {
          const std::size_t square = order[a];
          order.erase(order.begin() + static_cast<std::ptrdiff_t>(a));
          order.insert(order.begin() + static_cast<std::ptrdiff_t>(b), square);
        }
      }
    }
    if (Layout layout = pack(candidates, changed); layout.size <= best.size) {
      best = std::move(layout);
      plan = std::move(changed);
    }
  }
  return best;
}

void print_header(const std::vector<SquareSearch>& squares, const Candidates& candidates,
                  const Layout& layout) {
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
      const Candidate& c = candidates[i][layout.chosen[i]];
      std::printf("    {0x%016llxull, %zu},\n", static_cast<unsigned long long>(c.magic),
                  layout.starts[i] - c.lowest);
    }
    std::printf("}};\n");
  }
  std::printf("// clang-format on\n\n}  // namespace bitbench::attacks::black_magic_tables\n");
}

// The kernel's fill, on the found layout: aborts unless every entry agrees.
void check(const std::vector<SquareSearch>& squares, const Candidates& candidates,
           const Layout& layout) {
  std::vector<std::uint64_t> table(layout.size);
  for (std::size_t i = 0; i < squares.size(); ++i) {
    const Candidate& c = candidates[i][layout.chosen[i]];
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
      square.offer(drawn_magic(random, draw));
    }
    square.climb(random, kSteps);
    square.climb_to_fewest_used(random, kSteps);
    const int highest_comb_bit = square.piece() == Piece::kRook ? 9 : 6;
    for (int j = kLowestCombBit; j <= highest_comb_bit; ++j) square.add_comb(random, j);
    if (square.piece() == Piece::kRook && square.sq() >= 56) square.collide_on_file(random);
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
  Candidates candidates;
  for (const SquareSearch& square : squares) candidates.push_back(square.candidates());
  const PackingPlan plan{widest_first(candidates),
                         std::vector<std::size_t>(candidates.size(), kAny)};
  std::fprintf(stderr, "packed into %zu entries\n", pack(candidates, plan).size);
  std::array<Layout, kPackingSeeds.size()> improved;
  {
    std::vector<std::jthread> threads;
    for (std::size_t s = 0; s < kPackingSeeds.size(); ++s) {
      threads.emplace_back([&, s] { improved[s] = improve(candidates, plan, kPackingSeeds[s]); });
    }
  }
  const Layout& best =
      *std::min_element(improved.begin(), improved.end(),
                        [](const Layout& a, const Layout& b) { return a.size < b.size; });
  std::fprintf(stderr, "packed into %zu entries after %u trials of each local search\n", best.size,
               kPackingTrials);
  check(squares, candidates, best);
  print_header(squares, candidates, best);
  return 0;
}

}  // namespace
}  // namespace bitbench::attacks

int main() { return bitbench::attacks::search(); }
