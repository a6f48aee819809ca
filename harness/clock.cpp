#include "harness/clock.hpp"

#include <array>
#include <chrono>
#include <cstdint>

#include "harness/median.hpp"

namespace bitbench {
namespace {

constexpr int kAddsPerRound = 100;

// Runs `rounds` x kAddsPerRound dependent additions of a register (not an immediate, which some
// cores fold at rename); the loop's own counter runs beside the chain.
bool add_chain(std::uint64_t rounds) {
  std::uint64_t value = 0;
  const std::uint64_t one = 1;
  for (; rounds > 0; --rounds) {
#if defined(__x86_64__)
    asm volatile(".rept 100\n\taddq %1, %0\n\t.endr" : "+r"(value) : "r"(one));
#elif defined(__aarch64__)
    asm volatile(".rept 100\n\tadd %0, %0, %1\n\t.endr" : "+r"(value) : "r"(one));
#else
    return false;
#endif
  }
  return true;
}

}  // namespace

double measure_clock_ghz() {
  using Clock = std::chrono::steady_clock;
  constexpr std::uint64_t kRounds = 100'000;  // 10^7 additions: about 3 ms at 3 GHz
  std::array<double, 11> ghz{};
  for (double& value : ghz) {
    const auto start = Clock::now();
    if (!add_chain(kRounds)) return 0;
    const std::chrono::duration<double, std::nano> took = Clock::now() - start;
    value = static_cast<double>(kRounds * kAddsPerRound) / took.count();
  }
  return median_of(ghz);
}

}  // namespace bitbench
