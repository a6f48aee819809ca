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

nlohmann::json machine_state_json(const MachineState& before, const MachineState& after) {
  auto or_unknown = [](const std::string& text) { return text.empty() ? "unknown" : text; };
  nlohmann::json state{{"load_average_before", or_unknown(before.load_average)},
                       {"load_average_after", or_unknown(after.load_average)},
                       {"cpu_mhz_before", or_unknown(before.cpu_mhz)},
                       {"cpu_mhz_after", or_unknown(after.cpu_mhz)}};
  if (after.total_jiffies > before.total_jiffies) {
    char share[32];
    std::snprintf(share, sizeof share, "%.2f%%",
                  100 * (after.steal_jiffies - before.steal_jiffies) /
                      (after.total_jiffies - before.total_jiffies));
    state["steal_time_during_run"] = share;
  }
  return state;
}

}  // namespace bitbench
