#include "tests/registered.hpp"

#include <cstdlib>
#include <sstream>

namespace bitbench {

void PrintTo(const KernelAtSize& kernel, std::ostream* out) {
  *out << kernel.family->name() << "/" << kernel.implementation->name << " n:" << kernel.size;
}

std::vector<KernelAtSize> kernels_of(const Family& family, int only_size, bool with_reference) {
  std::vector<KernelAtSize> kernels;
  for (const ImplementationInfo* impl : family.implementations()) {
    if (impl->role == Role::kNull || (impl->role == Role::kReference && !with_reference)) continue;
    for (int size : family.sizes(*impl)) {
      if (only_size == 0 || size == only_size) kernels.push_back({&family, impl, size});
    }
  }
  return kernels;
}

std::string kernel_test_name(const testing::TestParamInfo<KernelAtSize>& info) {
  return std::string(info.param.implementation->name) + "_n" + std::to_string(info.param.size);
}

std::size_t scaled(std::size_t count) {
  const char* scale = std::getenv("BITBENCH_TEST_SCALE");
  const double factor = scale ? std::atof(scale) : 1.0;
  return std::max<std::size_t>(1, static_cast<std::size_t>(static_cast<double>(count) * factor));
}

void KernelTest::SetUp() {
  const std::string why = cpu().missing(GetParam().implementation->needs);
  if (!why.empty()) GTEST_SKIP() << "skipped: " << why;
}

void KernelTest::expect_verified(std::uint64_t seed, std::size_t count) const {
  const KernelAtSize& kernel = GetParam();
  std::ostringstream log;
  EXPECT_TRUE(kernel.family->verify(*kernel.implementation, kernel.size,
                                    {.seed = seed, .count = scaled(count), .input = {}}, log))
      << log.str();
}

std::unique_ptr<Family> beside_reference(const Family& family, const ImplementationInfo& broken) {
  for (const ImplementationInfo* impl : family.implementations()) {
    if (impl->role == Role::kReference) return family.with({impl, &broken});
  }
  return family.with({&broken});
}

void expect_caught(const Family& whole_family, const ImplementationInfo& broken, int size,
                   std::uint64_t seed, std::size_t count, const std::string& mismatch) {
  const auto checked = beside_reference(whole_family, broken);
  const Family& family = *checked;
  std::ostringstream log;
  EXPECT_FALSE(family.verify(broken, size, {.seed = seed, .count = count, .input = {}}, log));
  const std::string report = log.str();
  EXPECT_NE(report.find("MISMATCH " + mismatch), std::string::npos) << report;
  EXPECT_NE(report.find("FAILED"), std::string::npos) << report;
  const std::string command = "reproduce: bitbench verify --family " + std::string(family.name()) +
                              " --impl " + std::string(broken.name) + " --size " +
                              std::to_string(size) + " --input ";
  const auto at = report.find(command);
  ASSERT_NE(at, std::string::npos) << report;
  const auto input_start = at + command.size();
  const std::string input =
      report.substr(input_start, report.find('\n', input_start) - input_start);
  std::ostringstream again;
  EXPECT_FALSE(family.verify(broken, size, {.seed = seed, .count = 1, .input = input}, again));
  EXPECT_NE(again.str().find("FAILED, 1 of 1 cases"), std::string::npos) << again.str();
}

}  // namespace bitbench
