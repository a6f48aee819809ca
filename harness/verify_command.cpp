// `bitbench verify`: every selected implementation against the reference, on every size it
// supports. Implementations this CPU cannot run are reported as skipped, never dropped.

#include "harness/commands.hpp"
#include "harness/cpu.hpp"

namespace bitbench {

int verify_command(const VerifyOptions& options, std::ostream& out) {
  if (!options.request.input.empty() &&
      (!options.filter.family || !options.filter.implementation)) {
    throw UsageError("--input needs --family and --impl (one input belongs to one family)");
  }
  int failures = 0, passes = 0, skips = 0;
  for (const auto& selection : select(options.filter)) {
    const auto& impl = selection.implementation;
    const std::string id = std::string(selection.family->name()) + "/" + impl.name;
    if (impl.role != ImplementationRole::kKernel) {
      out << id << " n:" << selection.size << ": not checked ("
          << (impl.role == ImplementationRole::kReference ? "it is the reference"
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
