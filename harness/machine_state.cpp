#include "harness/machine_state.hpp"

#include <sched.h>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace bitbench {

int pin_to_current_cpu() {
  const int cpu = sched_getcpu();
  if (cpu < 0) return -1;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(0, sizeof set, &set) == 0 ? cpu : -1;
}

MachineState MachineState::now(int cpu) {
  MachineState state;
  std::ifstream loadavg("/proc/loadavg");
  std::string one, five, fifteen;
  if (loadavg >> one >> five >> fifteen) state.load_average = one + " " + five + " " + fifteen;

  // The first line: "cpu user nice system idle iowait irq softirq steal ...", in jiffies.
  std::ifstream stat("/proc/stat");
  std::string line;
  if (std::getline(stat, line)) {
    std::istringstream fields(line.substr(line.find(' ') + 1));
    double value;
    for (int field = 0; field < 8 && fields >> value; ++field) {
      state.total_jiffies += value;
      if (field == 7) state.steal_jiffies = value;
    }
  }

  std::ifstream cpuinfo("/proc/cpuinfo");
  int processor = -1;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("processor", 0) == 0) processor = std::stoi(line.substr(line.find(':') + 1));
    if (line.rfind("cpu MHz", 0) == 0 && (processor == cpu || cpu < 0)) {
      state.cpu_mhz = line.substr(line.find(':') + 2);
      break;
    }
  }
  return state;
}

ContextEntries machine_entries(const std::string& when, const MachineState& state,
                               const MachineState* before) {
  auto or_unknown = [](const std::string& text) { return text.empty() ? "unknown" : text; };
  ContextEntries entries{{"load_average_" + when, or_unknown(state.load_average)},
                         {"cpu_mhz_" + when, or_unknown(state.cpu_mhz)}};
  if (before != nullptr && state.total_jiffies > before->total_jiffies) {
    char share[32];
    std::snprintf(share, sizeof share, "%.2f%%",
                  100 * (state.steal_jiffies - before->steal_jiffies) /
                      (state.total_jiffies - before->total_jiffies));
    entries.emplace_back("steal_time_during_run", share);
  }
  return entries;
}

}  // namespace bitbench
