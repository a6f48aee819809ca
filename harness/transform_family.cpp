// The board transforms' spec: N x N boards from 3x3 to 128x128, each implementation checked and
// timed per operation and per layout.

#include <algorithm>

#include "harness/board_drawing.hpp"
#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/core/random.hpp"
#include "kernels/transform/array_boards.hpp"
#include "kernels/transform/transform.hpp"

namespace bitbench {
namespace {

using transform::Layout;
using transform::Op;

// The boards a benchmark cycles through take about this many bytes, whatever N.
constexpr std::size_t kBenchBytes = 256 * 1024;
// Boards up to this side are also checked one square at a time, every square.
constexpr int kEverySquareSide = 32;

template <class In>
using GeometryOf = transform::Geometry<In::kSide, In::kBoardLayout>;

// Returns a random N x N board where each square is set with `percent` chance.
template <class In>
typename In::Output random_board(SplitMix64& random, std::uint32_t percent) {
  typename In::Output board;
  for (int row = 0; row < In::kSide; ++row) {
    for (int col = 0; col < In::kSide; ++col) {
      if (random.below(100) < percent) set_bit(board, GeometryOf<In>::bit(row, col));
    }
  }
  return board;
}

struct TransformSpec {
  using Implementation = transform::Implementation;
  // Throughput only: an engine transforms boards independently (the 8 images of a position,
  // many positions), not in chains; a latency chain would also double a sweep of some 800
  // benchmarks.
  static constexpr FamilyFacts kFacts{
      "transform",
      "board",
      "OP,LAYOUT,BOARD (OP mirror, flip, transpose, anti_transpose, rotate90, rotate180, "
      "rotate270 or symmetries; LAYOUT padded or dense; the board as a hexadecimal number, "
      "bit row*stride+col)",
      128,
      kThroughputOnly,
      2'000};
  static constexpr int kHeadlineSizes[] = {128};
  // Density of the random boards in percent: one, since every kernel does the same work
  // whatever the board holds.
  static constexpr Distribution<std::uint32_t> kDistributions[] = {{"density50", 50}};
  static std::span<const Implementation* const> registry() { return transform::implementations(); }
  static std::span<const Listed> listed() { return transform::listed(); }
  static KeyFields key_fields(const transform::Key& key) {
    return {{"op", transform::op_name(key.op)}, {"layout", transform::layout_name(key.layout)}};
  }

  // The empty and full boards, every single square on small boards, then random boards of
  // densities 5 to 95%, fewer on large boards where the reference is slow.
  template <class In>
  static VerifyCases<In> verify_cases(const transform::Key&, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    constexpr int N = In::kSide;
    VerifyCases<In> cases{{{{}}, {GeometryOf<In>::all()}}, {}};
    cases.end_part("empty and full");
    if (N <= kEverySquareSide) {
      for (int row = 0; row < N; ++row) {
        for (int col = 0; col < N; ++col) {
          cases.inputs.push_back({single_bit<typename In::Output>(GeometryOf<In>::bit(row, col))});
        }
      }
      cases.end_part("single squares");
    }
    SplitMix64 random(request.seed);
    const std::size_t count =
        std::clamp<std::size_t>(request.count * 6 / (N * N), 48, request.count / 10 + 48);
    for (std::size_t i = 0; i < count; ++i) {
      cases.inputs.push_back({random_board<In>(random, 5 + 15 * (i % 7))});
    }
    cases.end_part("random boards of 5-95% density");
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(const transform::Key&, std::uint32_t percent,
                                      std::uint64_t seed) {
    const std::size_t count =
        std::clamp<std::size_t>(kBenchBytes / sizeof(typename In::Output), 64, 4096);
    SplitMix64 random(seed);
    std::vector<In> boards;
    for (std::size_t i = 0; i < count; ++i) boards.push_back({random_board<In>(random, percent)});
    return boards;
  }

  // The boards drawn when they are small, otherwise the first squares that differ.
  template <class In>
  static In from_bytes(const transform::Key&, ByteReader& reader) {
    return {reader.board<typename In::Output>() & GeometryOf<In>::all()};
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    constexpr int N = In::kSide;
    using G = GeometryOf<In>;
    std::string out;
    if (N <= 16) {
      const auto squares = [](const typename In::Output& board) {
        return [board](int row, int col) { return test_bit(board, G::bit(row, col)) ? '#' : '.'; };
      };
      out = draw_boards(N, {{"board", squares(in.board)},
                            {"expected", squares(expected)},
                            {"actual", squares(actual)}});
    } else {
      int shown = 0;
      for (int row = 0; row < N && shown < 5; ++row) {
        for (int col = 0; col < N && shown < 5; ++col) {
          const int bit = G::bit(row, col);
          if (test_bit(expected, bit) == test_bit(actual, bit)) continue;
          out += "  square (row " + std::to_string(row) + ", col " + std::to_string(col) +
                 "): expected " + std::to_string(test_bit(expected, bit)) + ", actual " +
                 std::to_string(test_bit(actual, bit)) + "\n";
          ++shown;
        }
      }
    }
    if (static_cast<bool>(actual & ~G::all())) {
      out += "  the result has bits outside the " + std::to_string(N) + " x " + std::to_string(N) +
             " squares\n";
    }
    return out;
  }

  // A board held as an array is made from the padded bitboard outside the timed loop, and its
  // result read back into one for verify.
  template <class Kernel>
  static Kernel prepare(const typename Kernel::Canonical& in) {
    return {transform::array_of<typename Kernel::Output>(in.board)};
  }
  template <class In, class Board>
  static typename In::Output reference_output(const Board& board) {
    return transform::bits_of(board);
  }

  template <class In>
  static In parse_input(std::string_view text) {
    return {board_field("BOARD", split_fields(text, 1)[0], GeometryOf<In>::all())};
  }
};

}  // namespace

const Family& transform_family() { return family_of<TransformSpec>(); }

}  // namespace bitbench
