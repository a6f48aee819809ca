// Verify must fail on a broken kernel, and say enough to reproduce the failure: the position
// and both results drawn as boards, and a command that checks that one input.

#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>

#include "harness/families.hpp"
#include "kernels/flip/flip.hpp"
#include "kernels/last_flip/last_flip.hpp"
#include "kernels/moves/moves.hpp"
#include "tests/broken_kernels.hpp"
#include "tests/registered.hpp"

namespace bitbench {
namespace {

// Expects verify to catch `broken` at 8x8 and to draw each of `drawn` in its report.
void expect_caught_and_drawn(const Family& family, const ImplementationInfo& broken,
                             std::initializer_list<const char*> drawn) {
  SCOPED_TRACE(broken.name);
  expect_caught(family, broken, 8, 3, 2'000,
                std::string(family.name()) + "/" + std::string(broken.name) + " n:8 seed:3");
  std::ostringstream log;
  beside_reference(family, broken)
      ->verify(broken, 8, {.seed = 3, .count = 2'000, .input = {}}, log);
  for (const char* text : drawn) EXPECT_NE(log.str().find(text), std::string::npos) << log.str();
}

TEST(VerifyCatchesBroken, FlipFailsDrawsAndReproduces) {
  for (const flip::Implementation* broken :
       {&flip::broken::missing_direction, &flip::broken::wrapping_mask}) {
    expect_caught_and_drawn(flip_family(), *broken,
                            {"X to move, * = move", "expected flips", "actual flips"});
  }
}

TEST(VerifyCatchesBroken, LastFlipFailsDrawsAndReproduces) {
  for (const last_flip::Implementation* broken :
       {&last_flip::broken::no_opponent_count, &last_flip::broken::row_mask}) {
    expect_caught_and_drawn(last_flip_family(), *broken,
                            {"X to move, * = the last empty square", "expected ", ", actual "});
  }
}

TEST(VerifyCatchesBroken, MovesFailsAndReproduces) {
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
