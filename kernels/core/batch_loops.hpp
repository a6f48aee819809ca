#pragma once
// The three loops through which every kernel is called: a single call (used by verify),
// a throughput loop over an array of independent inputs, and a latency chain where each
// call's output feeds the next call's input.
//
// A call through a function pointer costs as much as a small kernel, so the harness never
// calls a kernel through a pointer per item. Each implementation's translation unit
// instantiates these loops with its kernel inlined, and the registry points at the loops.
// Those translation units are compiled without loop auto-vectorisation (see CMakeLists.txt):
// a loop of independent scalar calls vectorised across calls would time something no
// engine runs.

#include <cstddef>

namespace bitbench {

template <class Input, class Output>
struct KernelLoops {
  // Returns the kernel's output for one input.
  Output (*single)(const Input& input);
  // Returns the XOR of the outputs of `count` independent calls.
  Output (*throughput)(const Input* inputs, std::size_t count);
  // Returns the last output of a chain of `count` calls, where call i + 1 reads the output of
  // call i through `opaque_zero`: a run-time zero the compiler cannot fold away.
  Output (*latency)(const Input* inputs, std::size_t count, Output opaque_zero);
};

// The latency chain of the Othello families threads each result into the next call's
// `own` board.
struct FeedOwn {
  template <class Input, class Board>
  Input operator()(Input next, const Board& carried_zero) const {
    next.own ^= carried_zero;
    return next;
  }
};

// Instantiates the loops for `kernel`. `Feed` makes input i + 1 depend on output i; it
// receives `output & opaque_zero`, which is zero at run time. The timed loops are flattened:
// g++ otherwise declines to inline a kernel reached through a template argument, and would
// time a call per item.
template <auto kernel, class Input, class Output, class Feed>
struct BatchLoops {
  static Output single(const Input& input) { return kernel(input); }

  [[gnu::flatten]] static Output throughput(const Input* inputs, std::size_t count) {
    Output folded{};
    for (std::size_t i = 0; i < count; ++i) folded ^= kernel(inputs[i]);
    return folded;
  }

  [[gnu::flatten]] static Output latency(const Input* inputs, std::size_t count,
                                         Output opaque_zero) {
    Output carried{};
    for (std::size_t i = 0; i < count; ++i) {
      carried = kernel(Feed{}(inputs[i], carried & opaque_zero));
    }
    return carried;
  }

  static constexpr KernelLoops<Input, Output> loops{&single, &throughput, &latency};
};

}  // namespace bitbench
