#pragma once
// The three loops through which every kernel is called: a single call (used by verify), a
// throughput loop over an array of independent inputs, and a latency chain where each call's
// output feeds the next call's input.
//
// A call through a function pointer costs as much as a small kernel, so the unit of dispatch is
// a loop, never one call: each implementation's translation unit binds its kernel here, with
// the kernel inlined in the loops, and the registry points at the loops. Those translation
// units are compiled without loop auto-vectorisation (see CMakeLists.txt): a loop of
// independent scalar calls vectorised across calls would time something no engine runs.

#include <cstddef>
#include <tuple>
#include <utility>
#include <variant>

// The timed loops are flattened: g++ otherwise declines to inline a kernel reached through a
// template argument, and would time a call per item. A build that is tested and never timed
// leaves them as they are (BITBENCH_FLATTEN_LOOPS in CMakeLists.txt): flattening every loop of
// every size makes most of its build time.
#ifdef BITBENCH_NO_FLATTEN
#define BITBENCH_FLATTEN
#else
#define BITBENCH_FLATTEN [[gnu::flatten]]
#endif

namespace bitbench {

template <class Input, class Output>
struct KernelLoops {
  // Returns the kernel's output for one input.
  Output (*single)(const Input& input);
  // Returns the XOR of the outputs of `count` independent calls.
  Output (*throughput)(const Input* inputs, std::size_t count);
  // Returns the last output of a chain of `count` calls, where call i + 1 reads the output of
  // call i through `opaque_zero`: a run-time zero the compiler cannot fold away. Null in a
  // family timed in throughput only (throughput_loops).
  Output (*latency)(const Input* inputs, std::size_t count, Output opaque_zero);
};

// Binds `Output kernel(Args...)` to its loops. A family's Input holds the arguments of one call:
// `fields()` returns them as a tuple, and `feed(carried_zero)` folds the previous output (times
// zero) into them, the latency chain's data dependency.
template <class Input, auto kernel>
struct BoundKernel {
  using Output = typename Input::Output;

  static Output single(const Input& input) { return std::apply(kernel, input.fields()); }

  BITBENCH_FLATTEN static Output throughput(const Input* inputs, std::size_t count) {
    Output folded{};
    for (std::size_t i = 0; i < count; ++i) folded ^= single(inputs[i]);
    return folded;
  }

  BITBENCH_FLATTEN static Output latency(const Input* inputs, std::size_t count,
                                         Output opaque_zero) {
    Output carried{};
    for (std::size_t i = 0; i < count; ++i) {
      Input next = inputs[i];
      next.feed(carried & opaque_zero);
      carried = single(next);
    }
    return carried;
  }

  static constexpr KernelLoops<Input, Output> loops{&single, &throughput, &latency};
};

// The loops of `kernel`, defined in the calling translation unit with internal linkage so that
// the loops, and the kernel inlined in them, stay private to it.
template <class Input, auto kernel>
inline constexpr KernelLoops<Input, typename Input::Output> kernel_loops =
    BoundKernel<Input, kernel>::loops;

// The loops of `kernel` in a family timed in throughput only (transform, perft): no latency
// chain is compiled, which would be a third of the family's build for nothing.
template <class Input, auto kernel>
inline constexpr KernelLoops<Input, typename Input::Output> throughput_loops = {
    &BoundKernel<Input, kernel>::single, &BoundKernel<Input, kernel>::throughput, nullptr};

// The loops of any of the inputs `Inputs`: a family's inputs for each of its board sizes.
template <class... Inputs>
using AnyLoops = std::variant<KernelLoops<Inputs, typename Inputs::Output>...>;

}  // namespace bitbench
