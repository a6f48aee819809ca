// Verify must fail on a broken kernel, and say enough to reproduce the failure: the position
// and both results drawn as boards, and a command that checks that one input.

#include <gtest/gtest.h>

#include <sstream>

#include "harness/families.hpp"
#include "kernels/flip/flip.hpp"
#include "kernels/last_flip/last_flip.hpp"
#include "kernels/moves/moves.hpp"
#include "tests/broken_kernels.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

class VerifyCatchesBrokenFlip : public testing::TestWithParam<const flip::Implementation*> {};

TEST_P(VerifyCatchesBrokenFlip, FailsDrawsAndReproduces) {
  const auto family = beside_reference(flip_family(), *GetParam());
  expect_caught(flip_family(), *GetParam(), 8, 3, 2'000,
                "flip/" + std::string(GetParam()->name) + " n:8 seed:3");
  std::ostringstream log;
  family->verify(*GetParam(), 8, {.seed = 3, .count = 2'000, .input = {}}, log);
  for (const char* drawn : {"X to move, * = move", "expected flips", "actual flips"}) {
    EXPECT_NE(log.str().find(drawn), std::string::npos) << log.str();
  }
}

INSTANTIATE_TEST_SUITE_P(Broken, VerifyCatchesBrokenFlip,
                         testing::Values(&flip::broken::missing_direction,
                                         &flip::broken::wrapping_mask),
                         [](const auto& info) { return std::string(info.param->name); });

class VerifyCatchesBrokenLastFlip
    : public testing::TestWithParam<const last_flip::Implementation*> {};

TEST_P(VerifyCatchesBrokenLastFlip, FailsDrawsAndReproduces) {
  const auto family = beside_reference(last_flip_family(), *GetParam());
  expect_caught(last_flip_family(), *GetParam(), 8, 3, 2'000,
                "last_flip/" + std::string(GetParam()->name) + " n:8 seed:3");
  std::ostringstream log;
  family->verify(*GetParam(), 8, {.seed = 3, .count = 2'000, .input = {}}, log);
  for (const char* drawn : {"X to move, * = the last empty square", "expected ", ", actual "}) {
    EXPECT_NE(log.str().find(drawn), std::string::npos) << log.str();
  }
}

INSTANTIATE_TEST_SUITE_P(Broken, VerifyCatchesBrokenLastFlip,
                         testing::Values(&last_flip::broken::no_opponent_count,
                                         &last_flip::broken::row_mask),
                         [](const auto& info) { return std::string(info.param->name); });

TEST(VerifyCatchesBrokenMoves, FailsDrawsAndReproduces) {
  expect_caught(moves_family(), moves::broken::short_fill, 8, 5, 2'000,
                "moves/broken_short_fill n:8 seed:5");
}

// Every malformed input is refused, whatever implementation it names.
TEST(VerifyInput, RejectsMalformedInput) {
  const Family& family = flip_family();
  const ImplementationInfo& scalar_loop = find_implementation(family, "scalar_loop");
  std::ostringstream log;
  for (const char* bad :
       {"1,2", "0x10,0x10,3", "0,0,64", "0,0,-1", "0x1,0x2,0", "zz,0,1", "0,0,1,2"}) {
    EXPECT_THROW(family.verify(scalar_loop, 8, {.seed = 1, .count = 1, .input = bad}, log),
                 UsageError)
        << "input '" << bad << "'";
  }
}

}  // namespace
}  // namespace bitbench
