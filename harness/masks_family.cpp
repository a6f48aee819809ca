// The mask builders' spec: R(b, l, n) into results of 50 to 524288 bits, one input distribution
// per pattern length, and the any-size bitboard document's own pattern at its five n.

#include <algorithm>
#include <bit>
#include <optional>

#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/core/random.hpp"
#include "kernels/masks/masks.hpp"

namespace bitbench {
namespace {

// Fewer inputs on wider boards: scalar_loop takes milliseconds per call at 16384 bits, the
// GMP loop as long at 50000.
constexpr std::size_t bench_inputs_at(int width) {
  return std::clamp<std::size_t>(std::size_t{1} << 23 >> std::bit_width(unsigned(width)), 8, 256);
}

std::uint64_t low_bits(int length) {
  return length == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << length) - 1;
}

// How a distribution draws its patterns: random ones of `length` bits, or always `fixed`.
struct PatternDraw {
  int length;
  std::optional<std::uint64_t> fixed = std::nullopt;
};

// The widths of the document's measurements, b = 0b11001, l = 5, n = 10 .. 100000.
constexpr int kDocumentWidths[] = {50, 500, 5000, 50000, 500000};

// Verify's pattern lengths: all of 1..64 up to 16384 bits; beyond, where a loop builder takes
// milliseconds, the short, the prime, the word-sized and the document's.
constexpr int kWideLengths[] = {1, 2, 3, 5, 7, 8, 13, 31, 32, 33, 63, 64};

struct MasksSpec {
  using Implementation = masks::Implementation;
  static constexpr FamilyFacts kFacts{
      "masks", "mask",     "PATTERN,LENGTH (the pattern as a hexadecimal number, LENGTH 1..64)",
      16384,   kBothModes, 20'000};
  static constexpr int kHeadlineSizes[] = {16384};
  // Pattern lengths l: "l8" draws random 8-bit patterns; "b11001" is the document's pattern,
  // timed at the widths of its five measurements.
  static constexpr Distribution<PatternDraw> kDistributions[] = {
      {"l8", {8}},
      {"l1", {1}},
      {"l3", {3}},
      {"l5", {5}},
      {"l13", {13}},
      {"l64", {64}},
      {"b11001", {5, 0b11001}, kDocumentWidths}};
  static std::span<const Implementation* const> registry() { return masks::implementations(); }
  static std::span<const Listed> listed() { return masks::listed(); }
  static KeyFields key_fields(NoKey) { return {}; }

  // Every length, with all ones, a single bit and random patterns; fewer on wide boards, where
  // the bit-by-bit reference is slow.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    constexpr std::size_t kWidth = In::kWidth;
    SplitMix64 random(request.seed);
    const std::size_t per_length = std::clamp<std::size_t>(request.count / kWidth, 4, 1000);
    VerifyCases<In> cases;
    const auto add_length = [&](int length) {
      cases.inputs.push_back({low_bits(length), length});
      cases.inputs.push_back({std::uint64_t{1} << (length - 1), length});
      for (std::size_t i = 0; i < per_length; ++i) {
        cases.inputs.push_back({random.next() & low_bits(length), length});
      }
    };
    if constexpr (kWidth <= 16384) {
      for (int length = 1; length <= 64; ++length) add_length(length);
      cases.end_part("patterns of every length 1..64: all ones, one bit, random");
    } else {
      for (int length : kWideLengths) add_length(length);
      cases.end_part(
          "patterns of lengths 1, 2, 3, 5, 7, 8, 13, 31, 32, 33, 63, 64: all ones, one bit, "
          "random");
    }
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(NoKey, PatternDraw draw, std::uint64_t seed) {
    SplitMix64 random(seed);
    std::vector<In> inputs;
    for (std::size_t i = 0; i < bench_inputs_at(In::kWidth); ++i) {
      inputs.push_back({draw.fixed.value_or(random.next()) & low_bits(draw.length), draw.length});
    }
    return inputs;
  }

  // The first word that differs.
  template <class In>
  static In from_bytes(NoKey, ByteReader& reader) {
    const int length = 1 + static_cast<int>(reader.below(64));
    return {reader.word() & low_bits(length), length};
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    int word = 0;
    while (word < In::Output::kWords && expected.words[word] == actual.words[word]) ++word;
    return "  pattern " + to_hex(in.pattern) + ", length " + std::to_string(in.length) +
           "\n  word " + std::to_string(word) + " of " + std::to_string(In::Output::kWords) +
           ": expected " + to_hex(expected.words[word]) + ", actual " + to_hex(actual.words[word]) +
           "\n";
  }

  template <class In>
  static In parse_input(std::string_view text) {
    const auto fields = split_fields(text, 2);
    const int length = static_cast<int>(int_field("LENGTH", fields[1], 1, 64));
    return {board_field("PATTERN", fields[0], low_bits(length)), length};
  }
};

}  // namespace

const Family& masks_family() { return family_of<MasksSpec>(); }

}  // namespace bitbench
