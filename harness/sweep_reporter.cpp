#include "harness/sweep_reporter.hpp"

#include <unistd.h>

namespace bitbench {

SweepReporter::SweepReporter(const SweepProgress& progress, bool show_context)
    : benchmark::ConsoleReporter(isatty(STDOUT_FILENO) ? OO_Color : OO_None),
      progress_(progress),
      show_context_(show_context) {}

bool SweepReporter::ReportContext(const Context& context) {
  return !show_context_ || benchmark::ConsoleReporter::ReportContext(context);
}

void SweepReporter::PrintRunData(const Run& run) {
  if (run.run_type == Run::RT_Iteration) GetOutputStream() << progress_.status() << " ";
  benchmark::ConsoleReporter::PrintRunData(run);
}

}  // namespace bitbench
