#include "harness/families.hpp"

#include <algorithm>

#include "harness/attacks_family.hpp"
#include "harness/bits_family.hpp"
#include "harness/flip_family.hpp"
#include "harness/masks_family.hpp"
#include "harness/moves_family.hpp"
#include "harness/perft_family.hpp"
#include "harness/transform_family.hpp"

namespace bitbench {
namespace {

template <class Items, class Name>
std::string joined(const Items& items, Name name) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + name(item);
  return out;
}

std::string sizes_text(const std::vector<int>& sizes) {
  return joined(sizes, [](int n) { return std::to_string(n); });
}

}  // namespace

std::span<const Family* const> families() {
  static const FlipFamily flip;
  static const MovesFamily moves;
  static const PerftFamily perft;
  static const AttacksFamily attacks;
  static const BitsFamily bits;
  static const MasksFamily masks;
  static const TransformFamily transform;
  static const Family* const list[] = {&flip, &moves, &perft, &attacks, &bits, &masks,
                                       &transform};
  return list;
}

std::string_view mode_name(Mode mode) {
  return mode == Mode::kThroughput ? "throughput" : "latency";
}

std::string benchmark_name(const Family& family, const BenchRequest& request,
                           const std::string& extra) {
  std::string name = std::string(family.name()) + "/" + request.implementation +
                     "/n:" + std::to_string(request.size);
  if (!extra.empty()) name += "/" + extra;
  return name + "/dist:" + request.distribution + "/mode:" + std::string(mode_name(request.mode));
}

std::vector<Selection> select(const SelectionFilter& filter) {
  std::vector<const Family*> chosen_families;
  for (const Family* family : families()) {
    if (!filter.family || family->name() == *filter.family) chosen_families.push_back(family);
  }
  if (chosen_families.empty()) {
    throw UsageError("unknown family '" + *filter.family + "'; valid families: " +
                     joined(families(), [](const Family* f) { return std::string(f->name()); }));
  }

  std::vector<Selection> selections;
  std::vector<std::string> known_implementations;
  std::vector<int> known_sizes;
  for (const Family* family : chosen_families) {
    for (const auto& impl : family->implementations()) {
      known_implementations.push_back(impl.name);
      if (filter.implementation && impl.name != *filter.implementation) continue;
      for (int size : impl.sizes) {
        known_sizes.push_back(size);
        if (!filter.sizes.empty() &&
            std::find(filter.sizes.begin(), filter.sizes.end(), size) == filter.sizes.end()) {
          continue;
        }
        selections.push_back({family, impl, size});
      }
    }
  }
  if (filter.implementation && std::find(known_implementations.begin(), known_implementations.end(),
                                         *filter.implementation) == known_implementations.end()) {
    throw UsageError("unknown implementation '" + *filter.implementation +
                     "'; valid implementations: " +
                     joined(known_implementations, [](const std::string& s) { return s; }));
  }
  std::sort(known_sizes.begin(), known_sizes.end());
  known_sizes.erase(std::unique(known_sizes.begin(), known_sizes.end()), known_sizes.end());
  for (int size : filter.sizes) {
    if (!std::binary_search(known_sizes.begin(), known_sizes.end(), size)) {
      throw UsageError("unsupported size " + std::to_string(size) +
                       "; valid sizes for this selection: " + sizes_text(known_sizes));
    }
  }
  return selections;
}

std::string check_distribution(const Family& family, const std::string& name) {
  const auto valid = family.distributions();
  if (std::find(valid.begin(), valid.end(), name) == valid.end()) {
    throw UsageError(
        "unknown distribution '" + name + "' for family " + std::string(family.name()) +
        "; valid distributions: " + joined(valid, [](const std::string& s) { return s; }));
  }
  return name;
}

}  // namespace bitbench
