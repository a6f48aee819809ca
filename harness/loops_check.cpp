#include "harness/loops_check.hpp"

#include <cstdio>

namespace bitbench {
namespace {

volatile std::uint64_t opaque_zero_source = 0;

}  // namespace

std::uint64_t opaque_zero() { return opaque_zero_source; }

void write_verify_summary(std::ostream& log, const VerifiedCase& what, std::size_t mismatches,
                          std::size_t cases, const std::string& breakdown,
                          std::chrono::steady_clock::time_point start) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f s",
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  log << what.family << "/" << what.implementation << " n:" << what.size << " seed:" << what.seed
      << ": "
      << (mismatches ? "FAILED, " + std::to_string(mismatches) + " of " : std::string("ok, "))
      << cases << " cases (" << breakdown << ") in " << seconds << "\n";
}

}  // namespace bitbench
