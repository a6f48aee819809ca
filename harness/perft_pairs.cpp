#include "harness/perft_pairs.hpp"

namespace bitbench {
namespace {

template <class Impl>
bool runs_at(const Impl& impl, int size) {
  if (impl.role == Role::kNull || !cpu().missing(impl.needs).empty()) return false;
  for (const auto& entry : impl.sizes) {
    if (entry.n == size) return true;
  }
  return false;
}

}  // namespace

std::vector<PerftPair> perft_pairs(int size) {
  const auto& best_flip = fastest_supported(flip::implementations(), size);
  const auto& best_moves = fastest_supported(moves::implementations(), size);
  std::vector<PerftPair> pairs;
  for (const auto* flip : flip::implementations()) {
    if (runs_at(*flip, size)) pairs.push_back({flip, &best_moves});
  }
  for (const auto* moves : moves::implementations()) {
    if (moves != &best_moves && runs_at(*moves, size)) pairs.push_back({&best_flip, moves});
  }
  return pairs;
}

}  // namespace bitbench
