#pragma once
// Othello flip: the discs of `opp` that turn over when `own` plays the empty square `sq`;
// 0 when the move flips nothing (an illegal move).
//
// Board layout (8x8): bit 8 * row + col, row 0 at the top, col 0 at the left, so a shift
// by 1 moves one column and a shift by 8 moves one row.

#include <cstdint>
#include <span>
#include <string_view>

#include "core/batch_loops.hpp"
#include "core/features.hpp"

namespace bitbench::flip {

struct FlipInput {
  std::uint64_t own;
  std::uint64_t opp;
  int sq;
};

using FlipLoops = KernelLoops<FlipInput, std::uint64_t>;

// The latency chain threads each result into the next call's `own` board.
struct FeedOwn {
  FlipInput operator()(FlipInput next, std::uint64_t carried_zero) const {
    next.own ^= carried_zero;
    return next;
  }
};

template <auto kernel>
struct UnpackFlipInput {
  static std::uint64_t call(const FlipInput& in) { return kernel(in.own, in.opp, in.sq); }
};

// Instantiates the batch loops of a kernel `std::uint64_t kernel(std::uint64_t own,
// std::uint64_t opp, int sq)`, which must be defined in the calling translation unit with
// internal linkage so that the loops (and the kernel inlined in them) stay private to it.
template <auto kernel>
inline constexpr FlipLoops flip_loops =
    BatchLoops<&UnpackFlipInput<kernel>::call, FlipInput, std::uint64_t, FeedOwn>::loops;

enum class Role { kKernel, kReference, kNull };

struct FlipSize {
  int n;
  FlipLoops loops;
};

struct FlipImplementation {
  std::string_view name;
  std::string_view description;
  FeatureSet needs;
  std::span<const FlipSize> sizes;
  Role role = Role::kKernel;
};

// Returns the registered implementations in priority order (kernels/flip/registry.cpp).
std::span<const FlipImplementation* const> implementations();

}  // namespace bitbench::flip
