#pragma once
// Which flip and legal-move implementations perft pairs: the fastest one this CPU runs by
// default, and for the sweep each implementation beside the fastest of the other family.

#include <string>
#include <utility>
#include <vector>

#include "harness/cpu.hpp"
#include "harness/family.hpp"
#include "kernels/flip/flip.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {

// Returns the last kernel of the registry (registries list the fastest known last) that
// supports `size` and that this CPU runs.
template <class Registry>
const auto& fastest_supported(const Registry& registry, int size) {
  const typename std::remove_cvref_t<decltype(*registry.front())>* best = nullptr;
  for (const auto* impl : registry) {
    if (impl->role == Role::kNull || !cpu().missing(impl->needs).empty()) continue;
    for (const auto& entry : impl->sizes) {
      if (entry.n == size) best = impl;
    }
  }
  if (!best) throw UsageError("no implementation of size " + std::to_string(size) + " runs here");
  return *best;
}

struct PerftPair {
  const flip::FlipImplementation* flip;
  const moves::MovesImplementation* moves;
};

// Returns, for size N, every flip implementation with the fastest moves and every moves
// implementation with the fastest flip (the reference pair included), among those this CPU
// runs.
std::vector<PerftPair> perft_pairs(int size);

}  // namespace bitbench
