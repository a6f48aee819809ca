#pragma once
// What the machine was doing around a timed run, for its context: the CPU the process is pinned
// to, the load average, the share of time the hypervisor stole, and the CPU's clock.

#include <nlohmann/json.hpp>
#include <string>

namespace bitbench {

// Pins the process to the CPU it runs on, so that no migration lands inside a measurement, and
// returns that CPU's number (-1 when the system refuses).
int pin_to_current_cpu();

// The machine's state at one moment.
struct MachineState {
  std::string load_average;                     // /proc/loadavg: 1, 5 and 15 minutes
  double steal_jiffies = 0, total_jiffies = 0;  // /proc/stat, all CPUs
  std::string cpu_mhz;                          // /proc/cpuinfo of the pinned CPU

  static MachineState now(int cpu);
};

// Returns the states before and after a run, and the share of time stolen in between, as the
// members load_average_before/after, cpu_mhz_before/after and steal_time_during_run.
nlohmann::json machine_state_json(const MachineState& before, const MachineState& after);

}  // namespace bitbench
