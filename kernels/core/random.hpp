#pragma once
// The seeded generator behind every input and every start-up search (the magic numbers):
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
// 2014). Written out here rather than taken from <random>, whose distributions differ
// between standard libraries: the same seed must give the same inputs with g++ and clang++,
// on every machine.

#include <cstdint>

namespace bitbench {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }

  // Returns a number in [0, bound), by Lemire's multiply-shift without its rejection step: each
  // value's chance is within 2^-32 of 1/bound, a relative bias of up to bound/2^32, negligible
  // for the small bounds (squares, lengths, depths) drawn here.
  std::uint32_t below(std::uint32_t bound) {
    return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32);
  }

 private:
  std::uint64_t state_;
};

}  // namespace bitbench
