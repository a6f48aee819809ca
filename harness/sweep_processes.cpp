#include "harness/sweep_processes.hpp"

#include <alloca.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <random>

#include "harness/json_file.hpp"

namespace bitbench {
namespace {

// Runs `part(index)` on a stack moved down by a random number of 16-byte steps within a page,
// as a different environment size would move it (Mytkowicz et al.).
int on_shifted_stack(const std::function<int(int)>& part, int index) {
  const std::size_t shift = 16 * (std::random_device{}() % 256);
  volatile char* pad = static_cast<char*>(alloca(shift + 1));
  pad[0] = 0;
  return part(index);
}

}  // namespace

int run_in_processes(const std::function<int(int)>& part) {
  for (int index = 1; index <= kProcesses; ++index) {
    std::cout.flush();
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child < 0) throw std::runtime_error("cannot start a timing process: fork failed");
    if (child == 0) {
      int status = 1;
      try {
        status = on_shifted_stack(part, index);
      } catch (const std::exception& error) {
        std::cerr << "bitbench: " << error.what() << "\n";
      }
      std::cout.flush();
      std::fflush(nullptr);
      _exit(status);  // not exit(): the parent's objects are the parent's to clean up
    }
    int status = 0;
    if (waitpid(child, &status, 0) != child) throw std::runtime_error("lost a timing process");
    if (!WIFEXITED(status)) return 1;
    if (WEXITSTATUS(status) != 0) return WEXITSTATUS(status);
  }
  return 0;
}

void merge_process_files(const std::vector<std::filesystem::path>& parts,
                         const std::filesystem::path& out, const nlohmann::json& run_context) {
  nlohmann::json merged;
  nlohmann::json processes = nlohmann::json::array();
  nlohmann::json rows = nlohmann::json::array();
  for (std::size_t index = 0; index < parts.size(); ++index) {
    nlohmann::json part = read_json(parts[index]);
    nlohmann::json& context = part["context"];
    nlohmann::json process = context["process"];
    process["index"] = index + 1;
    for (const char* key : {"date", "load_avg"}) {
      if (context.contains(key)) process[key] = context[key];
    }
    context.erase("process");
    processes.push_back(process);
    for (nlohmann::json& row : part["benchmarks"]) {
      if (row.value("run_type", "iteration") != "iteration") continue;
      row["process"] = index + 1;
      rows.push_back(std::move(row));
    }
    if (index == 0) merged["context"] = std::move(context);
  }
  for (const auto& [key, value] : run_context.items()) merged["context"][key] = value;
  merged["context"]["processes"] = std::move(processes);
  merged["benchmarks"] = std::move(rows);
  write_json(out, merged);
}

}  // namespace bitbench
