#pragma once
// A sweep's timing spread over several processes. Code and data layout bias every measurement
// of one process the same way (Mytkowicz et al., "Producing wrong data without doing anything
// obviously wrong!", ASPLOS 2009; Kalibera and Jones, ISMM 2013), so a sweep times its
// repetitions in kProcesses processes, one after another, and pools them: each forked anew,
// generating its inputs and building its tables in fresh memory, its stack at a random offset.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <vector>

namespace bitbench {

inline constexpr int kProcesses = 3;

// Runs `part(index)` for index 1 .. kProcesses, each in a process of its own, one after another;
// `part` returns that process's exit status. Returns 0 when all succeed, else the first
// failure's status (1 for a process ended by a signal).
int run_in_processes(const std::function<int(int)>& part);

// Writes to `out` one Google Benchmark JSON file holding the runs of every file of `parts`:
// the first one's context with the members of `run_context` added, each file's own "process"
// context entry gathered in a "processes" list, and every file's iteration rows, each marked
// with its "process" number. The per-process aggregates are left out: each summarises a third
// of the repetitions.
void merge_process_files(const std::vector<std::filesystem::path>& parts,
                         const std::filesystem::path& out, const nlohmann::json& run_context);

}  // namespace bitbench
