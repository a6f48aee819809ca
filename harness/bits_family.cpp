// The wide-bitboard primitives' spec: each implementation checked and timed per primitive, at
// 128 and 256 bits.

#include <algorithm>
#include <sstream>

#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/bits/bits.hpp"
#include "kernels/core/random.hpp"

namespace bitbench {
namespace {

using bits::Primitive;

constexpr std::string_view primitive_name(Primitive primitive) {
  constexpr std::string_view kNames[] = {"shift_left", "shift_right", "add", "lowest_bit",
                                         "and_not"};
  return kNames[static_cast<int>(primitive)];
}

// Returns random inputs: words of varied density (so that carries and the lowest bit fall in
// every word), shifts over the whole width with the word boundaries drawn more often.
template <class In>
std::vector<In> random_inputs(std::size_t count, std::uint64_t seed) {
  using Board = typename In::Output;
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
  std::vector<In> inputs(count);
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

struct BitsSpec {
  using Implementation = bits::Implementation;
  static constexpr FamilyFacts kFacts{
      "bits",
      "operation",
      "OP,A,B,SHIFT (OP shift_left, shift_right, add, lowest_bit or and_not; A and B "
      "hexadecimal)",
      256,
      kBothModes,
      20'000};
  static constexpr int kHeadlineSizes[] = {256};
  static constexpr Distribution<NoKey> kDistributions[] = {{"random", {}}};
  static std::span<const Implementation* const> registry() { return bits::implementations(); }
  static std::span<const Listed> listed() { return bits::listed(); }
  static KeyFields key_fields(Primitive primitive) { return {{"op", primitive_name(primitive)}}; }

  template <class In>
  static VerifyCases<In> verify_cases(Primitive, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    VerifyCases<In> cases{random_inputs<In>(request.count, request.seed), {}};
    cases.end_part("random words and shifts");
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(Primitive, NoKey, std::uint64_t seed) {
    return random_inputs<In>(kBenchInputs, seed);
  }

  template <class In>
  static In from_bytes(Primitive, ByteReader& reader) {
    using Board = typename In::Output;
    return {reader.board<Board>(), reader.board<Board>(),
            static_cast<int>(reader.below(Board::kBits))};
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    return "  a        " + to_hex(in.a) + "\n  b        " + to_hex(in.b) + "\n  shift    " +
           std::to_string(in.shift) + "\n  expected " + to_hex(expected) + "\n  actual   " +
           to_hex(actual) + "\n";
  }

  template <class In>
  static In parse_input(std::string_view text) {
    using Board = typename In::Output;
    const auto fields = split_fields(text, 3);
    const Board any = ~Board{};
    return {board_field("A", fields[0], any), board_field("B", fields[1], any),
            static_cast<int>(int_field("SHIFT", fields[2], 0, Board::kBits - 1))};
  }
};

}  // namespace

const Family& bits_family() { return family_of<BitsSpec>(); }

}  // namespace bitbench
