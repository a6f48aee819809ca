#include "harness/masks_family.hpp"

#include <algorithm>
#include <chrono>
#include <sstream>

#include "harness/board_sizes.hpp"
#include "harness/board_text.hpp"
#include "harness/loops_check.hpp"
#include "harness/registry_access.hpp"
#include "kernels/core/random.hpp"

namespace bitbench {
namespace {

using masks::MaskInput;

constexpr std::size_t kBenchInputs = 256;  // scalar_loop takes milliseconds per call at 16384 bits

std::uint64_t low_bits(int length) {
  return length == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << length) - 1;
}

// Returns the report of one mismatch: the input, the first word that differs, and the
// command that checks exactly this input again.
template <class Board>
std::string draw_mismatch(std::string_view impl, const MaskInput& in, const Board& expected,
                          const Board& actual, std::uint64_t seed) {
  int word = 0;
  while (word < Board::kWords && expected.words[word] == actual.words[word]) ++word;
  std::ostringstream out;
  out << "MISMATCH masks/" << impl << " n:" << Board::kBits << " seed:" << seed << "\n  pattern "
      << to_hex(in.pattern) << ", length " << in.length << "\n  word " << word << " of "
      << Board::kWords << ": expected " << to_hex(expected.words[word]) << ", actual "
      << to_hex(actual.words[word]) << "\nreproduce: bitbench verify --family masks --impl " << impl
      << " --size " << Board::kBits << " --input " << to_hex(in.pattern) << "," << in.length
      << "\n";
  return out.str();
}

MaskInput parse_input(const std::string& text) {
  std::istringstream stream(text);
  std::string pattern, length;
  if (std::getline(stream, pattern, ',') && std::getline(stream, length) && stream.eof()) {
    try {
      std::size_t used = 0;
      const MaskInput in{parse_board<std::uint64_t>(pattern), std::stoi(length, &used, 10)};
      if (used == length.size() && in.length >= 1 && in.length <= 64) return in;
    } catch (const std::logic_error&) {
    }
  }
  throw UsageError("malformed --input '" + text +
                   "' for masks: expected PATTERN,LENGTH with "
                   "LENGTH 1..64");
}

// Returns `count` random patterns of `length` bits.
std::vector<MaskInput> random_patterns(int length, std::size_t count, SplitMix64& random) {
  std::vector<MaskInput> inputs;
  for (std::size_t i = 0; i < count; ++i)
    inputs.push_back({random.next() & low_bits(length), length});
  return inputs;
}

}  // namespace

std::vector<ImplementationInfo> MasksFamily::implementations() const { return describe(registry_); }

std::string_view MasksFamily::input_syntax() const {
  return "PATTERN,LENGTH (the pattern as a hexadecimal number, LENGTH 1..64)";
}

bool MasksFamily::verify(const ImplementationInfo& info, int size, const VerifyRequest& request,
                         std::ostream& log) const {
  const auto& impl = find_implementation(registry_, info.name, name());
  const auto& reference = find_reference(registry_);
  return with_size<masks::kWidths>(size, "mask width", [&]<int width>() {
    using Board = masks::MaskBoard<width>;
    using Loops = masks::MaskLoopsOf<Board>;
    const auto start = std::chrono::steady_clock::now();
    std::vector<MaskInput> inputs;
    if (!request.input.empty()) {
      inputs.push_back(parse_input(request.input));
    } else {
      // Every length, with all ones, a single bit and random patterns; fewer on wide boards,
      // where the bit-by-bit reference is slow.
      SplitMix64 random(request.seed);
      const std::size_t per_length =
          std::clamp<std::size_t>(request.count / static_cast<std::size_t>(width), 4, 1000);
      for (int length = 1; length <= 64; ++length) {
        inputs.push_back({low_bits(length), length});
        inputs.push_back({std::uint64_t{1} << (length - 1), length});
        const auto patterns = random_patterns(length, per_length, random);
        inputs.insert(inputs.end(), patterns.begin(), patterns.end());
      }
    }
    std::vector<Board> expected;
    const auto& reference_loops = loops_at<Loops>(reference, width);
    for (const auto& in : inputs) expected.push_back(reference_loops.single(in));
    const auto report = [&](std::size_t i, const Board& actual) {
      return draw_mismatch(impl.name, inputs[i], expected[i], actual, request.seed);
    };
    const std::size_t mismatches =
        verify_loops(loops_at<Loops>(impl, width), inputs, expected, report, log);
    write_verify_summary(
        log, {name(), impl.name, size, request.seed}, mismatches, inputs.size(),
        request.input.empty() ? "every length 1..64: all ones, one bit, random" : "given input",
        start);
    return mismatches == 0;
  });
}

bool MasksFamily::register_benchmark(const BenchRequest& request, std::ostream& log) const {
  const auto& impl = find_implementation(registry_, request.implementation, name());
  const auto& reference = find_reference(registry_);
  const int length = std::stoi(request.distribution.substr(1));
  return with_size<masks::kWidths>(request.size, "mask width", [&]<int width>() {
    using Board = masks::MaskBoard<width>;
    using Loops = masks::MaskLoopsOf<Board>;
    const Loops& loops = loops_at<Loops>(impl, width);
    const auto& data = shared_bench_data(request.distribution, width, request.seed,
                                         loops_at<Loops>(reference, width), [&] {
                                           SplitMix64 random(request.seed);
                                           return random_patterns(length, kBenchInputs, random);
                                         });
    if (impl.role != Role::kNull) {
      const auto report = [&](std::size_t i, const Board& actual) {
        return draw_mismatch(impl.name, (*data.inputs)[i], data.expected[i], actual, request.seed);
      };
      if (verify_loops(loops, *data.inputs, data.expected, report, log) != 0) {
        log << "not timing masks/" << impl.name << ": it disagrees with the reference\n";
        return false;
      }
    }
    register_loops(benchmark_name(*this, request), data.inputs, loops, request.mode);
    return true;
  });
}

}  // namespace bitbench
