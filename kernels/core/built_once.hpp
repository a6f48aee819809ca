#pragma once
// Lookup tables built at their first use, for table kernels.
//
// Not a function-local static: its guard would be tested on every lookup and its inlined
// constructor would crowd the caller's registers (the loop around a PEXT lookup spilled its
// square to the stack). Here the test is of one pointer, which the compiler can hoist out of
// a loop, and the building is out of line. Built lazily rather than at start-up because a
// table may be built with instructions this CPU lacks (PDEP builds the PEXT tables).
//
// The building is not marked cold: g++ 12 then moved the whole timed loop that reaches it into
// .text.unlikely, out of its function's own code, where scripts/predict.sh no longer finds it
// and callgrind counts it under another symbol. [[unlikely]] alone keeps it off the hot path.

namespace bitbench {

template <class Table>
struct BuiltOnce {
  static inline const Table* instance = nullptr;

  [[gnu::noinline]] static void build() {
    static const Table table;
    instance = &table;
  }
};

// Returns the one Table, default-constructed at the first call.
template <class Table>
inline const Table& built_once() {
  if (BuiltOnce<Table>::instance == nullptr) [[unlikely]]
    BuiltOnce<Table>::build();
  return *BuiltOnce<Table>::instance;
}

}  // namespace bitbench
