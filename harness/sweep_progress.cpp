#include "harness/sweep_progress.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace bitbench {

SweepProgress::SweepProgress(int repetitions, std::chrono::duration<double> min_time,
                             std::ostream& out, std::chrono::seconds interval)
    : repetitions_(static_cast<std::size_t>(repetitions)),
      min_time_(min_time),
      out_(out),
      interval_(interval) {}

void SweepProgress::start() { start_ = last_print_ = Clock::now(); }

void SweepProgress::call_ended(std::chrono::duration<double> took, bool& sized) {
  if (!sized && took < min_time_) return;
  sized = true;
  // A call that waited for the CPU may end early in CPU time and be run again: never count
  // past the end.
  done_ = std::min(done_ + 1, expected_);
  const Clock::time_point now = Clock::now();
  if (now - last_print_ >= interval_) {
    last_print_ = now;
    out_ << status() << " timing\n" << std::flush;
  }
}

std::chrono::duration<double> SweepProgress::elapsed() const { return Clock::now() - start_; }

std::string SweepProgress::status() const {
  const std::chrono::duration<double> in = elapsed();
  std::ostringstream text;
  text << "[" << done_ << "/" << expected_ << ", " << duration_text(in) << " in";
  if (done_ > 0) {
    text << ", about "
         << duration_text(in / static_cast<double>(done_) * static_cast<double>(expected_ - done_))
         << " left";
  }
  text << "]";
  return text.str();
}

std::string duration_text(std::chrono::duration<double> duration) {
  const long total = std::lround(duration.count());
  char text[32];
  if (total >= 3600) {
    std::snprintf(text, sizeof text, "%ldh%02ldm", total / 3600, total % 3600 / 60);
  } else if (total >= 60) {
    std::snprintf(text, sizeof text, "%ldm%02lds", total / 60, total % 60);
  } else {
    std::snprintf(text, sizeof text, "%lds", total);
  }
  return text;
}

}  // namespace bitbench
