// The flip family's spec: inputs from playout positions and every content of every ray.

#include <algorithm>

#include "harness/families.hpp"
#include "harness/othello_family.hpp"
#include "kernels/core/random.hpp"
#include "kernels/flip/flip.hpp"

namespace bitbench {
namespace {

// Rays up to this length get every content (all of them up to 8x8); longer rays, on larger
// boards, a random sample of kSampledRayContents. A verify count below 3^7 (the sanitized test
// suite's) lowers both: a ray gets every content only when there are at most `count` of them,
// and a sample of at most count / 8.
constexpr std::size_t kExhaustiveRayLength = 7;
constexpr std::uint64_t kSampledRayContents = 729;

// Appends, for every square and direction, the inputs with every content (empty, own,
// opponent) of the ray from the square: all 3^length for rays up to kExhaustiveRayLength, a
// random sample beyond, both bounded by `count`. The rest of the board is taken in turn from
// the given backgrounds.
template <class In>
void add_ray_cases(const std::vector<othello::Position<In::kSide>>& backgrounds, std::uint64_t seed,
                   std::uint64_t count, std::vector<In>& inputs) {
  constexpr int N = In::kSide;
  SplitMix64 random(seed);
  const std::uint64_t sampled = std::clamp<std::uint64_t>(count / 8, 1, kSampledRayContents);
  std::size_t background = 0;
  for (int sq = 0; sq < N * N; ++sq) {
    for (const Direction& d : kDirections) {
      std::vector<int> squares;
      for_each_bit(SquareBoard<N>::ray(sq, d), [&](int s) { squares.push_back(s); });
      if (d.d_row < 0 || (d.d_row == 0 && d.d_col < 0)) {
        std::reverse(squares.begin(), squares.end());  // nearest square first
      }
      std::uint64_t every_content = 1;
      for (std::size_t i = 0; i < squares.size(); ++i) every_content *= 3;
      const bool exhaustive = squares.size() <= kExhaustiveRayLength && every_content <= count;
      const std::uint64_t contents = exhaustive ? every_content : sampled;
      const Board<N> ray = SquareBoard<N>::ray(sq, d) | single_bit<Board<N>>(sq);
      for (std::uint64_t c = 0; c < contents; ++c, ++background) {
        const auto& bg = backgrounds[background % backgrounds.size()];
        In in{bg.own & ~ray, bg.opp & ~ray, sq};
        std::uint64_t digits = c;
        for (int s : squares) {
          const std::uint32_t content = exhaustive ? digits % 3 : random.below(3);
          digits /= 3;
          if (content == 1) in.own |= single_bit<Board<N>>(s);
          if (content == 2) in.opp |= single_bit<Board<N>>(s);
        }
        inputs.push_back(in);
      }
    }
  }
}

struct FlipSpec : OthelloSpec {
  using Implementation = flip::Implementation;
  static constexpr FamilyFacts kFacts{
      "flip",
      "flip",
      "OWN,OPP,SQ (the boards as hexadecimal numbers, bit row*N+col; SQ = row*N+col)",
      8,
      kBothModes,
      5'000};
  static std::span<const Implementation* const> registry() { return flip::implementations(); }
  static std::span<const Listed> listed() { return flip::listed(); }

  // Playout positions at every empty square, legal or not, then every content of every ray.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    constexpr int N = In::kSide;
    VerifyCases<In> cases;
    // As many empty squares as request.count positions give on 8x8.
    const std::size_t count = std::max<std::size_t>(1, request.count * 64 / (N * N));
    const auto positions = othello::playout_positions<N>(count, request.seed);
    for (const auto& p : positions) {
      for_each_bit(~(p.own | p.opp) & SquareBoard<N>::all(), [&](int sq) {
        cases.inputs.push_back({p.own, p.opp, sq});
      });
    }
    cases.end_part("playout position x empty square");
    const std::size_t background_count = std::min<std::size_t>(request.count, 4096);
    auto backgrounds = othello::random_positions<N>(background_count, request.seed + 1);
    backgrounds.insert(backgrounds.end(), positions.begin(),
                       positions.begin() + std::min(positions.size(), background_count));
    add_ray_cases<In>(backgrounds, request.seed + 2, request.count, cases.inputs);
    cases.end_part("ray contents");
    return cases;
  }

  // A random legal move of positions of the distribution, or a random empty square of
  // uniformly random boards.
  template <class In>
  static std::vector<In> bench_inputs(NoKey, othello::Positions distribution, std::uint64_t seed) {
    constexpr int N = In::kSide;
    SplitMix64 random(seed ^ 0x5eed);
    std::vector<In> inputs;
    for (const auto& p : othello::distribution_positions<N>(distribution, kBenchInputs, seed)) {
      if (distribution == othello::Positions::kRandom) {
        const Board<N> empty = ~(p.own | p.opp) & SquareBoard<N>::all();
        const int sq = empty ? othello::random_set_bit(empty, random) : 0;
        inputs.push_back(
            {p.own & ~single_bit<Board<N>>(sq), p.opp & ~single_bit<Board<N>>(sq), sq});
      } else {
        inputs.push_back({p.own, p.opp, othello::random_set_bit(othello::legal_moves(p), random)});
      }
    }
    return inputs;
  }

  // Disjoint boards, and an empty square: the move.
  template <class In>
  static In from_bytes(NoKey, ByteReader& reader) {
    constexpr int N = In::kSide;
    In in{reader.board<Board<N>>() & SquareBoard<N>::all(), reader.board<Board<N>>(),
          static_cast<int>(reader.below(N * N))};
    in.opp &= SquareBoard<N>::all() & ~in.own;
    in.own &= ~single_bit<Board<N>>(in.sq);
    in.opp &= ~single_bit<Board<N>>(in.sq);
    return in;
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    return draw_position<In::kSide>(in.own, in.opp, in.sq, "flips", expected, actual);
  }

  template <class In>
  static In parse_input(std::string_view text) {
    constexpr int N = In::kSide;
    const auto fields = split_fields(text, 3);
    const Board<N> own = board_field("OWN", fields[0], SquareBoard<N>::all());
    const Board<N> opp = board_field("OPP", fields[1], SquareBoard<N>::all());
    const int sq = static_cast<int>(int_field("SQ", fields[2], 0, N * N - 1));
    if (static_cast<bool>(own & opp)) {
      throw UsageError("OWN and OPP share squares " + to_hex(own & opp));
    }
    if (test_bit(own | opp, sq)) throw UsageError("SQ " + std::to_string(sq) + " is not empty");
    return {own, opp, sq};
  }
};

}  // namespace

const Family& flip_family() { return family_of<FlipSpec>(); }

}  // namespace bitbench
