// Verify must fail on a broken kernel, and say enough to reproduce the failure: the
// position and both results drawn as boards, and a command that checks that one input.

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "harness/flip_family.hpp"
#include "harness/moves_family.hpp"
#include "harness/registry_access.hpp"
#include "tests/broken_kernels.hpp"

namespace bitbench {
namespace {

const flip::FlipImplementation* reference_flip() {
  for (const auto* impl : flip::implementations()) {
    if (impl->role == Role::kReference) return impl;
  }
  return nullptr;
}

class VerifyCatchesBroken : public testing::TestWithParam<const flip::FlipImplementation*> {
 protected:
  const flip::FlipImplementation* registry_[2] = {reference_flip(), GetParam()};
  FlipFamily family_{registry_};
  ImplementationInfo info_{std::string(GetParam()->name), "", 0, {8}, Role::kKernel};
};

TEST_P(VerifyCatchesBroken, FailsAndDrawsTheMismatch) {
  std::ostringstream log;
  EXPECT_FALSE(family_.verify(info_, 8, {.seed = 3, .count = 2'000, .input = {}}, log));
  const std::string report = log.str();
  EXPECT_NE(report.find("MISMATCH flip/" + info_.name + " n:8 seed:3"), std::string::npos)
      << report;
  EXPECT_NE(report.find("X to move, * = move"), std::string::npos) << report;
  EXPECT_NE(report.find("expected flips"), std::string::npos) << report;
  EXPECT_NE(report.find("actual flips"), std::string::npos) << report;
  EXPECT_NE(report.find("FAILED"), std::string::npos) << report;
}

TEST_P(VerifyCatchesBroken, ItsReproducingCommandReproducesTheMismatch) {
  std::ostringstream log;
  family_.verify(info_, 8, {.seed = 3, .count = 2'000, .input = {}}, log);
  std::smatch command;
  const std::string report = log.str();
  ASSERT_TRUE(std::regex_search(report, command,
                                std::regex("reproduce: bitbench verify --family flip --impl " +
                                           info_.name + " --size 8 --input (\\S+)")))
      << report;
  std::ostringstream again;
  EXPECT_FALSE(family_.verify(info_, 8, {.seed = 3, .count = 1, .input = command[1]}, again));
  EXPECT_NE(again.str().find("1 of 1 cases"), std::string::npos) << again.str();
}

TEST(VerifyCatchesBrokenMoves, FailsDrawsAndReproduces) {
  const moves::MovesImplementation* registry[] = {&find_reference(moves::implementations()),
                                                  &moves::broken::short_fill};
  const MovesFamily family{registry};
  const ImplementationInfo info{"broken_short_fill", "", 0, {8}, Role::kKernel};
  std::ostringstream log;
  EXPECT_FALSE(family.verify(info, 8, {.seed = 5, .count = 2'000, .input = {}}, log));
  const std::string report = log.str();
  EXPECT_NE(report.find("MISMATCH moves/broken_short_fill n:8 seed:5"), std::string::npos)
      << report;
  EXPECT_NE(report.find("expected moves"), std::string::npos) << report;
  std::smatch command;
  ASSERT_TRUE(std::regex_search(
      report, command,
      std::regex("reproduce: bitbench verify --family moves --impl broken_short_fill --size 8 "
                 "--input (\\S+)")))
      << report;
  std::ostringstream again;
  EXPECT_FALSE(family.verify(info, 8, {.seed = 5, .count = 1, .input = command[1]}, again));
}

TEST(VerifyInput, RejectsMalformedInput) {
  const FlipFamily family;
  const auto impls = family.implementations();
  std::ostringstream log;
  for (const char* bad :
       {"1,2", "0x10,0x10,3", "0,0,64", "0,0,-1", "0x1,0x2,0", "zz,0,1", "0,0,1,2"}) {
    EXPECT_THROW(family.verify(impls[1], 8, {.seed = 1, .count = 1, .input = bad}, log), UsageError)
        << "input '" << bad << "'";
  }
}

INSTANTIATE_TEST_SUITE_P(Broken, VerifyCatchesBroken,
                         testing::Values(&flip::broken::missing_direction,
                                         &flip::broken::wrapping_mask),
                         [](const auto& info) { return std::string(info.param->name); });

}  // namespace
}  // namespace bitbench
