#pragma once
// The check every family's tests make of each registered implementation: verify passes at
// every size it is registered for.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string_view>

#include "harness/family.hpp"

namespace bitbench {

// Expects `family`'s verify to pass for the implementation `name` at each of its sizes, and
// shows verify's report for a size that fails.
inline void expect_verified_at_every_size(const Family& family, std::string_view name,
                                          const VerifyRequest& request) {
  const auto infos = family.implementations();
  const auto info =
      std::find_if(infos.begin(), infos.end(), [&](const auto& i) { return i.name == name; });
  ASSERT_NE(info, infos.end()) << name;
  for (int size : info->sizes) {
    std::ostringstream log;
    EXPECT_TRUE(family.verify(*info, size, request, log)) << log.str();
  }
}

}  // namespace bitbench
