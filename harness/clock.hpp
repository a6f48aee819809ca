#pragma once
// The core's clock, measured: a chain of dependent register additions, one cycle each on every
// x86-64 and AArch64 core, timed by the wall clock. It lets a run give cycles per call beside
// nanoseconds, so that runs at different clock speeds compare. It is not a hardware counter: it
// assumes the clock holds between the measurement and the timing, and reads the clock of the
// core it runs on.

namespace bitbench {

// Returns the clock in cycles per nanosecond (GHz): the median of several short chains; 0 on a
// target without the chain.
double measure_clock_ghz();

}  // namespace bitbench
