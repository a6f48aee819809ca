#pragma once
// Facts about this build for the run context: compiler, flags and the commit built.

namespace bitbench {

struct BuildInfo {
  const char* compiler;       // CMake's compiler id and version, e.g. "GNU 12.2.0"
  const char* compile_flags;  // flags common to every target
  const char* kernel_flags;   // per ISA tier, the flags its kernel files are compiled with
  const char* build_type;
  const char* native;  // BITBENCH_NATIVE: ON adds -march=native everywhere
};

const BuildInfo& build_info();

// Returns the commit the binary was built from, with "-dirty" when the tree had changes.
const char* git_commit();

}  // namespace bitbench
