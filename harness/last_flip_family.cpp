// The last-flip family's spec: boards with one empty square, from playouts to the end of the
// game and uniformly random, and every content of every line through every square.

#include <algorithm>
#include <string>

#include "harness/board_drawing.hpp"
#include "harness/families.hpp"
#include "harness/othello_family.hpp"
#include "kernels/core/random.hpp"
#include "kernels/last_flip/last_flip.hpp"

namespace bitbench {
namespace {

// Where the inputs come from: the positions of random games when one empty square is left (an
// endgame solver's last move), or uniformly random boards with one empty square.
enum class LastEmpty { kEndgame, kRandom };

// Lines with up to this many squares besides the move get every content (all of them on 8x8);
// longer lines, on larger boards, a random sample of kSampledLineContents, each content with 3
// backgrounds. A verify count below 2^7 (the sanitized test suite's) gives every line a sample,
// and one below 64 x kSampledLineContents (the test suite's) a smaller one: count / 64.
constexpr std::size_t kExhaustiveLineLength = 7;
constexpr std::uint64_t kSampledLineContents = 128;

// The 4 lines through a square, each as one of its two directions.
constexpr Direction kLineDirections[] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

// Returns the number of endgames verify plays out for `count` random inputs: a sixteenth of them
// on 8x8, fewer on larger boards, where a game takes longer by the square of its squares.
template <int N>
std::size_t endgame_count(std::size_t count) {
  return std::max<std::size_t>(1, count * 64 * 64 / (16 * N * N * N * N));
}

// Returns the own discs and empty square of positions with one empty square.
template <class In>
std::vector<In> inputs_of(const std::vector<othello::Position<In::kSide>>& positions) {
  constexpr int N = In::kSide;
  std::vector<In> inputs;
  for (const auto& p : positions) {
    inputs.push_back({p.own, lowest_index(~(p.own | p.opp) & SquareBoard<N>::all())});
  }
  return inputs;
}

// Returns `count` uniformly random boards with one random empty square.
template <class In>
std::vector<In> random_inputs(std::size_t count, std::uint64_t seed) {
  constexpr int N = In::kSide;
  SplitMix64 random(seed);
  std::vector<In> inputs(count);
  for (In& in : inputs) {
    for (int sq = 0; sq < N * N; ++sq) {
      if (random.below(2)) set_bit(in.own, sq);
    }
    in.sq = static_cast<int>(random.below(N * N));
    in.own &= ~single_bit<Board<N>>(in.sq);
  }
  return inputs;
}

// Appends, for every square and each of the 4 lines through it, the inputs with every content
// (own or opponent) of the line's other squares: all 2^length for lines of up to
// kExhaustiveLineLength squares, a random sample beyond, both bounded by `count` as above. The rest
// of the board is taken in turn all own, all opponent (so that the other lines flip nothing for
// either side) and from the given backgrounds.
template <class In>
void add_line_cases(const std::vector<Board<In::kSide>>& backgrounds, std::uint64_t seed,
                    std::uint64_t count, std::vector<In>& inputs) {
  constexpr int N = In::kSide;
  SplitMix64 random(seed);
  const std::uint64_t sampled = std::clamp<std::uint64_t>(count / 64, 1, kSampledLineContents);
  std::size_t background = 0;
  for (int sq = 0; sq < N * N; ++sq) {
    for (const Direction& d : kLineDirections) {
      const Board<N> others =
          SquareBoard<N>::ray(sq, d) | SquareBoard<N>::ray(sq, {-d.d_row, -d.d_col});
      std::vector<int> squares;
      for_each_bit(others, [&](int s) { squares.push_back(s); });
      const bool exhaustive =
          squares.size() <= kExhaustiveLineLength && (std::uint64_t{1} << squares.size()) <= count;
      const std::uint64_t contents = exhaustive ? std::uint64_t{1} << squares.size() : sampled;
      const Board<N> line = others | single_bit<Board<N>>(sq);
      for (std::uint64_t c = 0; c < contents; ++c) {
        const std::uint64_t bits = exhaustive ? c : random.next();
        Board<N> on_line{};
        for (std::size_t i = 0; i < squares.size(); ++i) {
          if ((bits >> i) & 1) set_bit(on_line, squares[i]);
        }
        const Board<N>& rest = backgrounds[background++ % backgrounds.size()];
        for (const Board<N>& outside : {SquareBoard<N>::all(), Board<N>{}, rest}) {
          inputs.push_back({(outside & ~line) | on_line, sq});
        }
      }
    }
  }
}

struct LastFlipSpec {
  using Implementation = last_flip::Implementation;
  static constexpr FamilyFacts kFacts{
      "last_flip",
      "last move",
      "OWN,SQ (own discs as a hexadecimal number, bit row*N+col; SQ = row*N+col, the one empty "
      "square; the opponent holds every other square)",
      8,
      kBothModes,
      2'000};
  static constexpr int kHeadlineSizes[] = {8};
  static constexpr Distribution<LastEmpty> kDistributions[] = {{"endgame", LastEmpty::kEndgame},
                                                               {"random", LastEmpty::kRandom}};
  static KeyFields key_fields(NoKey) { return {}; }
  static std::span<const Implementation* const> registry() { return last_flip::implementations(); }
  static std::span<const Listed> listed() { return last_flip::listed(); }

  // Endgame positions, then every content of every line through every square.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    constexpr int N = In::kSide;
    VerifyCases<In> cases;
    cases.inputs = inputs_of<In>(
        othello::last_empty_positions<N>(endgame_count<N>(request.count), request.seed));
    cases.end_part("endgame positions");
    std::vector<Board<N>> backgrounds;
    for (const In& in : cases.inputs) backgrounds.push_back(in.own);
    for (const In& in :
         random_inputs<In>(std::min<std::size_t>(request.count, 4096), request.seed + 1)) {
      backgrounds.push_back(in.own);
    }
    add_line_cases<In>(backgrounds, request.seed + 2, request.count, cases.inputs);
    cases.end_part("line contents");
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(NoKey, LastEmpty distribution, std::uint64_t seed) {
    if (distribution == LastEmpty::kRandom) return random_inputs<In>(kBenchInputs, seed);
    return inputs_of<In>(othello::last_empty_positions<In::kSide>(kBenchInputs, seed));
  }

  // Own discs, and an empty square that they do not hold.
  template <class In>
  static In from_bytes(NoKey, ByteReader& reader) {
    constexpr int N = In::kSide;
    In in{reader.board<Board<N>>() & SquareBoard<N>::all(), static_cast<int>(reader.below(N * N))};
    in.own &= ~single_bit<Board<N>>(in.sq);
    return in;
  }

  template <class In>
  static std::string draw(const In& in, const int& expected, const int& actual) {
    constexpr int N = In::kSide;
    const auto glyph = [&](int row, int col) {
      const int sq = SquareBoard<N>::square(row, col);
      if (sq == in.sq) return '*';
      return test_bit(in.own, sq) ? 'X' : 'O';
    };
    return "expected " + std::to_string(expected) + ", actual " + std::to_string(actual) +
           " (n > 0: X flips n; -m: X cannot play, O flips m)\n" +
           draw_boards(N, {{"X to move, * = the last empty square", glyph}});
  }

  template <class In>
  static In parse_input(std::string_view text) {
    constexpr int N = In::kSide;
    const auto fields = split_fields(text, 2);
    const Board<N> own = board_field("OWN", fields[0], SquareBoard<N>::all());
    const int sq = static_cast<int>(int_field("SQ", fields[1], 0, N * N - 1));
    if (test_bit(own, sq)) throw UsageError("SQ " + std::to_string(sq) + " is not empty");
    return {own, sq};
  }
};

}  // namespace

const Family& last_flip_family() { return family_of<LastFlipSpec>(); }

}  // namespace bitbench
