// `bitbench verify`: every selected implementation against the reference, on every size it
// supports. Implementations this CPU cannot run are reported as skipped, never dropped.

#include <algorithm>

#include "harness/commands.hpp"
#include "harness/cpu.hpp"

namespace bitbench {

int verify_command(const VerifyOptions& options, std::ostream& out) {
  if (!options.request.input.empty() &&
      (!options.filter.family || !options.filter.implementation)) {
    throw UsageError("--input needs --family and --impl (one input belongs to one family)");
  }
  int failures = 0, passes = 0, skips = 0;
  auto selections = select(options.filter);
  if (!options.request.input.empty()) {  // one input, one board size
    if (options.filter.sizes.size() > 1) throw UsageError("--input takes one --size");
    if (options.filter.sizes.empty()) {
      std::erase_if(selections,
                    [](const Selection& s) { return s.size != s.family->default_size(); });
    }
  }
  // One size after the other, so that a family builds each size's cases once.
  std::stable_sort(selections.begin(), selections.end(), [](const auto& a, const auto& b) {
    return a.family != b.family ? a.family->name() < b.family->name() : a.size < b.size;
  });
  for (const auto& selection : selections) {
    const ImplementationInfo& impl = *selection.implementation;
    const std::string id = std::string(selection.family->name()) + "/" + std::string(impl.name);
    if (impl.role != Role::kKernel) {
      out << id << " n:" << selection.size << ": not checked ("
          << (impl.role == Role::kReference ? "it is the reference"
                                            : "the null kernel computes nothing")
          << ")\n";
      continue;
    }
    const std::string why = cpu().missing(impl.needs);
    if (!why.empty()) {
      out << id << " n:" << selection.size << ": SKIPPED, " << why << "\n";
      ++skips;
      continue;
    }
    if (selection.family->verify(impl, selection.size, options.request, out)) {
      ++passes;
    } else {
      ++failures;
    }
  }
  out << "verify: " << passes << " passed, " << failures << " failed, " << skips << " skipped\n";
  return failures ? 1 : 0;
}

}  // namespace bitbench
