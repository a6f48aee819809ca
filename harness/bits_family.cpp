#include "harness/bits_family.hpp"

#include <algorithm>
#include <chrono>
#include <sstream>

#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "kernels/core/random.hpp"
#include "harness/registry_access.hpp"

namespace bitbench {
namespace {

using bits::Op;

constexpr std::size_t kBenchInputs = 16384;
constexpr Op kOps[] = {Op::kShiftLeft, Op::kShiftRight, Op::kAdd, Op::kLowestBit, Op::kAndNot};

std::string_view op_name(Op op) {
  switch (op) {
    case Op::kShiftLeft:
      return "shift_left";
    case Op::kShiftRight:
      return "shift_right";
    case Op::kAdd:
      return "add";
    case Op::kLowestBit:
      return "lowest_bit";
    case Op::kAndNot:
      return "and_not";
  }
  return "";
}

// Calls visit.template operator()<Board>() with the board type of a width in bits.
template <class Visit>
decltype(auto) with_width(int width, Visit&& visit) {
  if (width == 128) return visit.template operator()<Bits<2>>();
  if (width == 256) return visit.template operator()<Bits<4>>();
  throw UsageError("no bits width " + std::to_string(width) + "; valid widths: 128, 256");
}

template <class Board>
const bits::BitsLoopsOf<Board>* loops_of(const bits::BitsImplementation& impl, Op op) {
  for (const auto& entry : impl.sizes) {
    if (entry.n == Board::kBits && entry.op == op)
      return &std::get<bits::BitsLoopsOf<Board>>(entry.loops);
  }
  return nullptr;
}

// Returns random inputs: words of varied density (so that carries and the lowest bit fall in
// every word), shifts over the whole width with the word boundaries drawn more often.
template <class Board>
std::vector<bits::BitsInputOf<Board>> random_inputs(std::size_t count, std::uint64_t seed) {
  SplitMix64 random(seed);
  const auto word = [&] {
    switch (random.below(4)) {
      case 0:
        return std::uint64_t{0};
      case 1:
        return ~std::uint64_t{0};
      case 2:
        return random.next() & random.next() & random.next();
      default:
        return random.next();
    }
  };
  std::vector<bits::BitsInputOf<Board>> inputs(count);
  for (auto& in : inputs) {
    for (auto& w : in.a.words) w = word();
    for (auto& w : in.b.words) w = word();
    const int boundary =
        64 * static_cast<int>(random.below(Board::kWords)) + static_cast<int>(random.below(3)) - 1;
    in.shift = random.below(4) == 0 ? std::clamp(boundary, 0, Board::kBits - 1)
                                    : static_cast<int>(random.below(Board::kBits));
  }
  return inputs;
}

template <class Board>
std::string draw_mismatch(std::string_view impl, Op op, const bits::BitsInputOf<Board>& in,
                          const Board& expected, const Board& actual, std::uint64_t seed) {
  std::ostringstream out;
  out << "MISMATCH bits/" << impl << " n:" << Board::kBits << " op:" << op_name(op)
      << " seed:" << seed << "\n  a        " << to_hex(in.a) << "\n  b        " << to_hex(in.b)
      << "\n  shift    " << in.shift << "\n  expected " << to_hex(expected) << "\n  actual   "
      << to_hex(actual) << "\nreproduce: bitbench verify --family bits --impl " << impl
      << " --size " << Board::kBits << " --input " << op_name(op) << "," << to_hex(in.a) << ","
      << to_hex(in.b) << "," << in.shift << "\n";
  return out.str();
}

template <class Board>
std::pair<Op, bits::BitsInputOf<Board>> parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string op, a, b, shift;
  if (std::getline(stream, op, ',') && std::getline(stream, a, ',') &&
      std::getline(stream, b, ',') && std::getline(stream, shift) && stream.eof()) {
    for (Op candidate : kOps) {
      if (op_name(candidate) != op) continue;
      try {
        std::size_t used = 0;
        const bits::BitsInputOf<Board> in{parse_board<Board>(a), parse_board<Board>(b),
                                          std::stoi(shift, &used, 10)};
        if (used == shift.size() && in.shift >= 0 && in.shift < Board::kBits)
          return {candidate, in};
      } catch (const std::logic_error&) {
      }
    }
  }
  throw UsageError("malformed --input '" + text + "' for bits: expected OP,A,B,SHIFT with OP " +
                   "shift_left, shift_right, add, lowest_bit or and_not");
}

}  // namespace

std::vector<ImplementationInfo> BitsFamily::implementations() const {
  std::vector<ImplementationInfo> out = describe(registry_);
  for (auto& info : out) {
    std::sort(info.sizes.begin(), info.sizes.end());
    info.sizes.erase(std::unique(info.sizes.begin(), info.sizes.end()), info.sizes.end());
  }
  return out;
}

std::string_view BitsFamily::input_syntax() const {
  return "OP,A,B,SHIFT (OP shift_left, shift_right, add, lowest_bit or and_not; A and B "
         "hexadecimal)";
}

bool BitsFamily::verify(const ImplementationInfo& info, int size, const VerifyRequest& request,
                        std::ostream& log) const {
  const auto& impl = find_implementation(registry_, info.name, name());
  const auto& reference = find_reference(registry_);
  return with_width(size, [&]<class Board>() {
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::pair<Op, bits::BitsInputOf<Board>>> given;
    if (!request.input.empty()) given.push_back(parse_input<Board>(request.input));
    std::size_t mismatches = 0, cases = 0;
    for (Op op : kOps) {
      const auto* loops = loops_of<Board>(impl, op);
      if (!loops) continue;
      auto inputs = random_inputs<Board>(request.count, request.seed);
      if (!given.empty()) {
        if (given.front().first != op) continue;
        inputs = {given.front().second};
      }
      std::vector<Board> expected;
      for (const auto& in : inputs) expected.push_back(loops_of<Board>(reference, op)->single(in));
      const auto report = [&](std::size_t i, const Board& actual) {
        return draw_mismatch(impl.name, op, inputs[i], expected[i], actual, request.seed);
      };
      mismatches += verify_loops(*loops, inputs, expected, report, log);
      cases += inputs.size();
    }
    write_verify_summary(log, {name(), impl.name, size, request.seed}, mismatches, cases,
                         "random words and shifts, every operation", start);
    return mismatches == 0;
  });
}

bool BitsFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  const auto& impl = find_implementation(registry_, request.implementation, name());
  const auto& reference = find_reference(registry_);
  return with_width(request.size, [&]<class Board>() {
    for (Op op : kOps) {
      const auto* loops = loops_of<Board>(impl, op);
      if (!loops) continue;
      const auto& data =
          shared_bench_data(request.distribution + "/" + std::string(op_name(op)), Board::kBits,
                            request.seed, *loops_of<Board>(reference, op),
                            [&] { return random_inputs<Board>(kBenchInputs, request.seed); });
      if (impl.role != Role::kNull) {
        const auto report = [&](std::size_t i, const Board& actual) {
          return draw_mismatch(impl.name, op, (*data.inputs)[i], data.expected[i], actual,
                               request.seed);
        };
        if (verify_loops(*loops, *data.inputs, data.expected, report, log) != 0) {
          log << "not timing bits/" << impl.name << ": it disagrees with the reference\n";
          return false;
        }
      }
      register_loops(benchmark_name(*this, request, "op:" + std::string(op_name(op))), data.inputs,
                     *loops, request.mode);
    }
    return true;
  });
}

}  // namespace bitbench
