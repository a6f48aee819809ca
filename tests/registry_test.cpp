// The registries: every name a registry lists resolves on this target unless the target leaves
// its tier out, and every implementation needs the tier its name says. A misspelt name in a
// registry, or a kernel file whose name's tier is not the one its flags come from, fails here
// rather than vanishing from verify and bench.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "harness/cpu.hpp"
#include "harness/families.hpp"

namespace bitbench {
namespace {

// The tiers this target compiles (CMakeLists.txt): the x86 ones on x86-64, NEON on aarch64.
bool built_here(FeatureSet tier) {
#if defined(__x86_64__)
  return (tier & kNeon) == 0;
#elif defined(__aarch64__)
  return (tier & ~kTierNeon) == 0;
#else
  return tier == kTierScalar;
#endif
}

// The one list of families (harness/families.hpp) names every folder of kernels/ but core, the
// families the scripts, CI and the fuzz targets find there.
TEST(Families, AreTheFoldersOfKernels) {
  std::vector<std::string> folders, listed;
  for (const auto& entry : std::filesystem::directory_iterator(BITBENCH_SOURCE_DIR "/kernels")) {
    if (entry.is_directory() && entry.path().filename() != "core") {
      folders.push_back(entry.path().filename().string());
    }
  }
  for (const Family* family : families()) listed.emplace_back(family->name());
  std::sort(folders.begin(), folders.end());
  std::sort(listed.begin(), listed.end());
  EXPECT_EQ(listed, folders);
}

TEST(Registries, EveryListedNameResolvesWhereItsTierIsBuilt) {
  for (const Family* family : families()) {
    for (const Listed& listed : family->listed()) {
      if (listed.implementation == nullptr) {
        EXPECT_FALSE(built_here(tier_of_name(listed.name)))
            << family->name() << "'s registry lists " << listed.name
            << ", which no kernel file of this target defines: a misspelt name?";
      }
    }
  }
}

TEST(Registries, EveryImplementationNeedsTheTierItsNameSays) {
  for (const Family* family : families()) {
    for (const ImplementationInfo* implementation : family->implementations()) {
      EXPECT_EQ(tier_text(implementation->needs), tier_text(tier_of_name(implementation->name)))
          << family->name() << "/" << implementation->name
          << " is compiled in a tier its name does not say";
    }
  }
}

// Every sliding-attack method says which instructions it needs to be fast (bitbench list
// prints them), in the words of kFastInstructions; other families may leave them out.
TEST(Registries, EveryAttackMethodNamesTheInstructionsItNeeds) {
  for (const Family* family : families()) {
    for (const ImplementationInfo* implementation : family->implementations()) {
      const std::string context =
          std::string(family->name()) + "/" + std::string(implementation->name);
      if (family->name() == "attacks") {
        EXPECT_FALSE(implementation->instructions.empty()) << context << " names no instructions";
      }
      for (std::string_view rest = implementation->instructions; !rest.empty();) {
        const std::size_t comma = std::min(rest.find(", "), rest.size());
        const std::string_view word = rest.substr(0, comma);
        rest.remove_prefix(std::min(comma + 2, rest.size()));
        EXPECT_NE(std::find(std::begin(kFastInstructions), std::end(kFastInstructions), word),
                  std::end(kFastInstructions))
            << context << " names the instruction '" << word << "', not in kFastInstructions";
      }
    }
  }
}

}  // namespace
}  // namespace bitbench
