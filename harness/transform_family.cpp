#include "harness/transform_family.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <sstream>
#include <tuple>
#include <utility>

#include "harness/board_drawing.hpp"
#include "harness/board_sizes.hpp"
#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "harness/registry_access.hpp"
#include "kernels/core/random.hpp"

namespace bitbench {
namespace {

using transform::Layout;
using transform::layout_name;
using transform::Op;

template <int N, Layout kLayout>
using G = transform::Geometry<N, kLayout>;
template <int N, Layout kLayout>
using BoardOf = transform::BoardOf<N, kLayout>;
template <int N, Layout kLayout>
using LoopsOf = transform::TransformLoopsOf<BoardOf<N, kLayout>>;

constexpr Layout kLayouts[] = {Layout::kPadded, Layout::kDense};
// The boards a benchmark cycles through take about this many bytes, whatever N.
constexpr std::size_t kBenchBytes = 256 * 1024;
// Boards up to this side are also checked one square at a time, every square.
constexpr int kEverySquareSide = 32;

// Returns the loops of (N, op, layout), or nullptr when the implementation has none.
template <int N, Layout kLayout>
const LoopsOf<N, kLayout>* loops_of(const transform::TransformImplementation& impl, Op op) {
  for (const auto& entry : impl.sizes) {
    if (entry.n == N && entry.op == op && entry.layout == kLayout) {
      return &std::get<LoopsOf<N, kLayout>>(entry.loops);
    }
  }
  return nullptr;
}

// Returns a random N x N board where each square is set with `percent` chance.
template <int N, Layout kLayout>
BoardOf<N, kLayout> random_board(SplitMix64& random, std::uint32_t percent) {
  BoardOf<N, kLayout> board;
  for (int row = 0; row < N; ++row) {
    for (int col = 0; col < N; ++col) {
      if (random.below(100) < percent) set_bit(board, G<N, kLayout>::bit(row, col));
    }
  }
  return board;
}

// Returns verify's boards: every single square on small boards, the empty and full boards,
// then random boards of densities 5 to 95%, fewer on large boards where the reference is slow.
template <int N, Layout kLayout>
std::vector<BoardOf<N, kLayout>> verify_boards(const VerifyRequest& request) {
  using Board = BoardOf<N, kLayout>;
  std::vector<Board> boards{Board{}, G<N, kLayout>::all()};
  if (N <= kEverySquareSide) {
    for (int row = 0; row < N; ++row) {
      for (int col = 0; col < N; ++col) {
        boards.push_back(single_bit<Board>(G<N, kLayout>::bit(row, col)));
      }
    }
  }
  SplitMix64 random(request.seed);
  const std::size_t count =
      std::clamp<std::size_t>(request.count * 6 / (N * N), 48, request.count / 10 + 48);
  for (std::size_t i = 0; i < count; ++i) {
    boards.push_back(random_board<N, kLayout>(random, 5 + 15 * (i % 7)));
  }
  return boards;
}

Op parse_op(const std::string& text) {
  for (Op op : transform::kOps) {
    if (transform::op_name(op) == text) return op;
  }
  throw std::invalid_argument("unknown operation");
}

[[noreturn]] void throw_malformed_input(const std::string& text, int n) {
  throw UsageError("malformed --input '" + text + "' for transform n:" + std::to_string(n) +
                   ": expected OP,LAYOUT,BOARD with OP one of mirror, flip, transpose, "
                   "anti_transpose, rotate90, rotate180, rotate270, symmetries, LAYOUT padded "
                   "or dense, and BOARD a hexadecimal number with bits only on the N x N squares");
}

// Reads OP,LAYOUT,BOARD, leaving BOARD as text for the layout's board type.
std::tuple<Op, Layout, std::string> parse_input(const std::string& text, int n) {
  std::istringstream stream(text);
  std::string op, layout, board;
  if (std::getline(stream, op, ',') && std::getline(stream, layout, ',') &&
      std::getline(stream, board) && stream.eof()) {
    for (Layout l : kLayouts) {
      if (layout_name(l) != layout) continue;
      try {
        return {parse_op(op), l, board};
      } catch (const std::invalid_argument&) {
      }
    }
  }
  throw_malformed_input(text, n);
}

// Returns the report of one mismatch: the boards drawn when they are small, otherwise the
// first squares that differ; and the command that checks exactly this input again.
template <int N, Layout kLayout>
std::string draw_mismatch(std::string_view impl, Op op, const BoardOf<N, kLayout>& in,
                          const BoardOf<N, kLayout>& expected, const BoardOf<N, kLayout>& actual,
                          std::uint64_t seed, std::string_view origin) {
  using Board = BoardOf<N, kLayout>;
  std::ostringstream out;
  out << "MISMATCH transform/" << impl << " n:" << N << " op:" << transform::op_name(op)
      << " layout:" << layout_name(kLayout) << " seed:" << seed << " (" << origin << ")\n";
  if (N <= 16) {
    const auto squares = [](const Board& board) {
      return [board](int row, int col) {
        return test_bit(board, G<N, kLayout>::bit(row, col)) ? '#' : '.';
      };
    };
    out << draw_boards(
        N, {{"board", squares(in)}, {"expected", squares(expected)}, {"actual", squares(actual)}});
  } else {
    int shown = 0;
    for (int row = 0; row < N && shown < 5; ++row) {
      for (int col = 0; col < N && shown < 5; ++col) {
        const int bit = G<N, kLayout>::bit(row, col);
        if (test_bit(expected, bit) == test_bit(actual, bit)) continue;
        out << "  square (row " << row << ", col " << col << "): expected "
            << test_bit(expected, bit) << ", actual " << test_bit(actual, bit) << "\n";
        ++shown;
      }
    }
  }
  if (static_cast<bool>(actual & ~G<N, kLayout>::all())) {
    out << "  the result has bits outside the " << N << " x " << N << " squares\n";
  }
  out << "reproduce: bitbench verify --family transform --impl " << impl << " --size " << N
      << " --input " << transform::op_name(op) << "," << layout_name(kLayout) << "," << to_hex(in)
      << "\n";
  return out.str();
}

template <int N>
bool verify_side(const transform::TransformImplementation& impl,
                 const transform::TransformImplementation& reference, const VerifyRequest& request,
                 std::ostream& log) {
  const auto start = std::chrono::steady_clock::now();
  std::optional<std::tuple<Op, Layout, std::string>> given;
  if (!request.input.empty()) given = parse_input(request.input, N);
  std::size_t mismatches = 0, cases = 0;
  std::string layouts;
  const auto verify_layout = [&]<Layout kLayout>() {
    using Board = BoardOf<N, kLayout>;
    std::vector<Board> boards;
    if (given) {
      if (std::get<1>(*given) != kLayout) return;
      Board board;
      try {
        board = parse_board<Board>(std::get<2>(*given));
      } catch (const std::logic_error&) {
        throw_malformed_input(request.input, N);
      }
      if (static_cast<bool>(board & ~G<N, kLayout>::all())) {
        throw_malformed_input(request.input, N);
      }
      boards.push_back(board);
    } else {
      boards = verify_boards<N, kLayout>(request);
    }
    bool any = false;
    for (Op op : transform::kOps) {
      if (given && std::get<0>(*given) != op) continue;
      const LoopsOf<N, kLayout>* loops = loops_of<N, kLayout>(impl, op);
      if (loops == nullptr) continue;
      any = true;
      const LoopsOf<N, kLayout>& expected_loops = *loops_of<N, kLayout>(reference, op);
      std::vector<Board> expected;
      for (const Board& board : boards) expected.push_back(expected_loops.single(board));
      const auto report = [&](std::size_t i, const Board& actual) {
        return draw_mismatch<N, kLayout>(impl.name, op, boards[i], expected[i], actual,
                                         request.seed, given ? "given input" : "verify boards");
      };
      mismatches += verify_loops(*loops, boards, expected, report, log);
      cases += boards.size();
    }
    if (any) layouts += (layouts.empty() ? "" : " and ") + std::string(layout_name(kLayout));
  };
  verify_layout.template operator()<Layout::kPadded>();
  verify_layout.template operator()<Layout::kDense>();
  if (given && cases == 0) {
    throw UsageError(std::string(impl.name) + " has no " +
                     std::string(transform::op_name(std::get<0>(*given))) + " in the " +
                     std::string(layout_name(std::get<1>(*given))) + " layout");
  }
  write_verify_summary(log, {"transform", impl.name, N, request.seed}, mismatches, cases,
                       given ? "given input"
                             : "every operation, " + layouts +
                                   " layout: empty, full, single squares up to 32x32, random "
                                   "boards of 5-95% density",
                       start);
  return mismatches == 0;
}

}  // namespace

std::vector<ImplementationInfo> TransformFamily::implementations() const {
  std::vector<ImplementationInfo> out = describe(registry_);
  for (auto& info : out) {
    std::sort(info.sizes.begin(), info.sizes.end());
    info.sizes.erase(std::unique(info.sizes.begin(), info.sizes.end()), info.sizes.end());
  }
  return out;
}

std::string_view TransformFamily::input_syntax() const {
  return "OP,LAYOUT,BOARD (OP mirror, flip, transpose, anti_transpose, rotate90, rotate180, "
         "rotate270 or symmetries; LAYOUT padded or dense; the board as a hexadecimal number, "
         "bit row*stride+col)";
}

bool TransformFamily::verify(const ImplementationInfo& info, int size, const VerifyRequest& request,
                             std::ostream& log) const {
  const auto& impl = find_implementation(registry_, info.name, name());
  const auto& reference = find_reference(registry_);
  return with_size<transform::kSides>(size, "transform board of side", [&]<int N>() {
    return verify_side<N>(impl, reference, request, log);
  });
}

bool TransformFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  const auto& impl = find_implementation(registry_, request.implementation, name());
  const auto& reference = find_reference(registry_);
  const std::uint32_t percent =
      std::stoul(request.distribution.substr(std::string("density").size()));
  return with_size<transform::kSides>(request.size, "transform board of side", [&]<int N>() {
    bool ok = true;
    const auto register_layout = [&]<Layout kLayout>() {
      using Board = BoardOf<N, kLayout>;
      const std::size_t count = std::clamp<std::size_t>(kBenchBytes / sizeof(Board), 64, 4096);
      for (Op op : transform::kOps) {
        const LoopsOf<N, kLayout>* loops = loops_of<N, kLayout>(impl, op);
        if (loops == nullptr || !ok) continue;
        const std::string key = request.distribution + "/" + std::string(layout_name(kLayout)) +
                                "/" + std::string(transform::op_name(op));
        const auto& data =
            shared_bench_data(key, N, request.seed, *loops_of<N, kLayout>(reference, op), [&] {
              SplitMix64 random(request.seed);
              std::vector<Board> boards;
              for (std::size_t i = 0; i < count; ++i) {
                boards.push_back(random_board<N, kLayout>(random, percent));
              }
              return boards;
            });
        if (impl.role != Role::kNull) {
          const auto report = [&](std::size_t i, const Board& actual) {
            return draw_mismatch<N, kLayout>(impl.name, op, (*data.inputs)[i], data.expected[i],
                                             actual, request.seed,
                                             "benchmark input, dist:" + request.distribution);
          };
          if (verify_loops(*loops, *data.inputs, data.expected, report, log) != 0) {
            log << "not timing transform/" << impl.name << ": it disagrees with the reference\n";
            ok = false;
            continue;
          }
        }
        register_loops(benchmark_name(*this, request,
                                      "op:" + std::string(transform::op_name(op)) +
                                          "/layout:" + std::string(layout_name(kLayout))),
                       data.inputs, *loops, request.mode);
      }
    };
    register_layout.template operator()<Layout::kPadded>();
    register_layout.template operator()<Layout::kDense>();
    return ok;
  });
}

}  // namespace bitbench
