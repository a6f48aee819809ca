// SweepProgress counts a benchmark's first call as long as the minimum time and every call
// after it as repetitions, and says so.

#include "harness/sweep_progress.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace bitbench {
namespace {

using std::chrono::duration;
using std::chrono::seconds;

// A progress of `benchmarks` registered benchmarks of one repetition each.
void register_benchmarks(SweepProgress& progress, int benchmarks) {
  for (int i = 0; i < benchmarks; ++i) progress.registered();
}

TEST(SweepProgress, CountsOnlyTheCallsAsLongAsTheMinimumTime) {
  std::ostringstream out;
  SweepProgress progress(1, duration<double>(0.1), out, seconds(3600));
  register_benchmarks(progress, 3);
  bool sized = false;
  progress.call_ended(duration<double>(0.01), sized);  // sizing the first repetition
  EXPECT_EQ(progress.status().rfind("[0/3, ", 0), 0u) << progress.status();
  progress.call_ended(duration<double>(0.12), sized);
  EXPECT_EQ(progress.status().rfind("[1/3, ", 0), 0u) << progress.status();
  // The later repetitions reuse the iteration count, and count however long they take.
  progress.call_ended(duration<double>(0.09), sized);
  EXPECT_EQ(progress.status().rfind("[2/3, ", 0), 0u) << progress.status();
  EXPECT_NE(progress.status().find(" left]"), std::string::npos) << progress.status();
  EXPECT_EQ(out.str(), "");  // not yet time to print
}

TEST(SweepProgress, NeverCountsPastTheEndAndPrintsWhenDue) {
  std::ostringstream out;
  SweepProgress progress(1, duration<double>(0.1), out, seconds(0));
  register_benchmarks(progress, 1);
  bool sized = false;
  progress.call_ended(duration<double>(0.2), sized);
  progress.call_ended(duration<double>(0.2), sized);
  EXPECT_EQ(progress.status().rfind("[1/1, ", 0), 0u) << progress.status();
  EXPECT_NE(out.str().find("[1/1, "), std::string::npos) << out.str();
  EXPECT_NE(out.str().find(" timing\n"), std::string::npos) << out.str();
}

TEST(SweepProgress, CountsEachRegisteredBenchmarksRepetitions) {
  std::ostringstream out;
  SweepProgress progress(3, duration<double>(0.1), out, seconds(0));
  register_benchmarks(progress, 2);
  EXPECT_EQ(progress.benchmarks(), 2u);
  EXPECT_EQ(progress.status().rfind("[0/6, ", 0), 0u) << progress.status();
}

TEST(DurationText, ReadsAsHoursMinutesOrSeconds) {
  EXPECT_EQ(duration_text(seconds(12)), "12s");
  EXPECT_EQ(duration_text(seconds(245)), "4m05s");
  EXPECT_EQ(duration_text(seconds(3720)), "1h02m");
}

}  // namespace
}  // namespace bitbench
