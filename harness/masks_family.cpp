// The mask builders' spec: R(b, l, n) into results of 64 to 16384 bits, one input distribution
// per pattern length.

#include <algorithm>

#include "harness/board_text.hpp"
#include "harness/engine.hpp"
#include "harness/families.hpp"
#include "kernels/core/random.hpp"
#include "kernels/masks/masks.hpp"

namespace bitbench {
namespace {

constexpr std::size_t kBenchInputs = 256;  // scalar_loop takes milliseconds per call at 16384 bits

std::uint64_t low_bits(int length) {
  return length == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << length) - 1;
}

struct MasksSpec {
  using Implementation = masks::Implementation;
  static constexpr std::string_view kName = "masks";
  static constexpr std::string_view kUnit = "mask";
  static constexpr std::string_view kInputSyntax =
      "PATTERN,LENGTH (the pattern as a hexadecimal number, LENGTH 1..64)";
  static constexpr int kDefaultSize = 16384;
  static constexpr int kHeadlineSizes[] = {16384};
  static constexpr Mode kModes[] = {Mode::kThroughput, Mode::kLatency};
  // Pattern lengths l: "l8" draws random 8-bit patterns.
  static constexpr Distribution<int> kDistributions[] = {{"l8", 8}, {"l1", 1},   {"l3", 3},
                                                         {"l5", 5}, {"l13", 13}, {"l64", 64}};
  static std::span<const Implementation* const> registry() { return masks::implementations(); }
  static KeyFields key_fields(NoKey) { return {}; }

  // Every length, with all ones, a single bit and random patterns; fewer on wide boards, where
  // the bit-by-bit reference is slow.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    constexpr std::size_t kWidth = In::Output::kBits;
    SplitMix64 random(request.seed);
    const std::size_t per_length = std::clamp<std::size_t>(request.count / kWidth, 4, 1000);
    VerifyCases<In> cases;
    for (int length = 1; length <= 64; ++length) {
      cases.inputs.push_back({low_bits(length), length});
      cases.inputs.push_back({std::uint64_t{1} << (length - 1), length});
      for (std::size_t i = 0; i < per_length; ++i) {
        cases.inputs.push_back({random.next() & low_bits(length), length});
      }
    }
    cases.end_part("patterns of every length 1..64: all ones, one bit, random");
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(NoKey, int length, std::uint64_t seed) {
    SplitMix64 random(seed);
    std::vector<In> inputs;
    for (std::size_t i = 0; i < kBenchInputs; ++i) {
      inputs.push_back({random.next() & low_bits(length), length});
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
