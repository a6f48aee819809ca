#include "harness/cpu.hpp"

#include <bit>
#include <cctype>
#include <cstdlib>
#include <sstream>
#include <string_view>

#include "harness/text.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <cpuinfo_x86.h>
#elif defined(__aarch64__)
#include <cpuinfo_aarch64.h>
#endif

// CPU detection is Google's cpu_features (CPUID with the OS's saved register state on x86,
// HWCAP and /proc/cpuinfo on aarch64); this file maps its features to bitbench's and adds what
// it lacks: LZCNT and GFNI (cpu_features 0.7 has neither), whether PEXT is fast, and the names
// of aarch64 cores.

namespace bitbench {
namespace {

#if defined(__x86_64__) || defined(__i386__)

std::string trim(std::string text) {
  const auto first = text.find_first_not_of(' ');
  const auto last = text.find_last_not_of(' ');
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

// Returns bit `index` of CPUID(leaf, 0)'s `ecx` (false when the leaf does not exist).
bool cpuid_ecx_bit(unsigned leaf, int index) {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid_count(leaf, 0, &eax, &ebx, &ecx, &edx)) return false;
  return (ecx >> index) & 1;
}

void detect(CpuInfo& info) {
  const cpu_features::X86Info x86 = cpu_features::GetX86Info();
  info.vendor = x86.vendor;
  info.model = trim(x86.brand_string);
  info.family = x86.family;
  info.model_number = x86.model;
  const cpu_features::X86Features& has = x86.features;
  FeatureSet f = 0;
  if (has.popcnt) f |= kPopcnt;
  if (has.sse4_2) f |= kSse42;
  if (cpuid_ecx_bit(0x80000001, 5)) f |= kLzcnt;
  if (has.bmi1) f |= kBmi1;
  if (has.bmi2) f |= kBmi2;
  if (has.avx2) f |= kAvx2;  // cpu_features clears AVX and AVX-512 the OS does not save
  if (has.avx512f) f |= kAvx512f;
  if (has.avx512vl) f |= kAvx512vl;
  if (has.avx512cd) f |= kAvx512cd;
  if (has.avx512dq) f |= kAvx512dq;
  if (has.avx512bw) f |= kAvx512bw;
  if (has.avx512vbmi) f |= kAvx512vbmi;
  if (cpuid_ecx_bit(7, 8)) f |= kGfni;
  info.detected = f;
  const bool amd_before_zen3 = info.vendor == "AuthenticAMD" && info.family < 0x19;
  info.pext_fast = (f & kBmi2) && !amd_before_zen3;
}

#elif defined(__aarch64__)

// The implementer and part numbers of MIDR_EL1, as the Arm and vendors' manuals list them.
struct KnownCore {
  int implementer, part;
  std::string_view name;
};
constexpr KnownCore kKnownCores[] = {
    {0x41, 0xd03, "Cortex-A53"},  {0x41, 0xd08, "Cortex-A72"},  {0x41, 0xd0b, "Cortex-A76"},
    {0x41, 0xd0c, "Neoverse N1"}, {0x41, 0xd40, "Neoverse V1"}, {0x41, 0xd49, "Neoverse N2"},
    {0x41, 0xd4f, "Neoverse V2"}, {0x48, 0xd01, "Kunpeng 920"}, {0x61, 0x022, "Apple M1"},
    {0x61, 0x023, "Apple M1"},    {0x61, 0x032, "Apple M2"},    {0x61, 0x033, "Apple M2"},
    {0xc0, 0xac3, "AmpereOne"},
};
struct KnownImplementer {
  int code;
  std::string_view name;
};
constexpr KnownImplementer kImplementers[] = {
    {0x41, "Arm"}, {0x48, "HiSilicon"}, {0x61, "Apple"}, {0xc0, "Ampere"}};

// Under qemu-user the host's /proc/cpuinfo has no MIDR lines: the core stays "aarch64".
void detect(CpuInfo& info) {
  const cpu_features::Aarch64Info arm = cpu_features::GetAarch64Info();
  if (arm.features.asimd) info.detected |= kNeon;
  if (arm.features.sve) info.detected |= kSve;
  if (arm.features.sve2) info.detected |= kSve2;
  if (arm.features.svebitperm) info.detected |= kSveBitperm;
  info.family = arm.implementer;
  info.model_number = arm.part;
  info.vendor = "arm";
  for (const KnownImplementer& implementer : kImplementers) {
    if (implementer.code == info.family) info.vendor = implementer.name;
  }
  info.model = "aarch64";
  for (const KnownCore& core : kKnownCores) {
    if (core.implementer == info.family && core.part == info.model_number) info.model = core.name;
  }
}

#else

void detect(CpuInfo& info) { info.model = "unknown"; }

#endif

CpuInfo detect_with_mask() {
  CpuInfo info;
  detect(info);
  const char* mask = std::getenv("BITBENCH_ISA");
  info.isa_mask = mask ? mask : "";
  info.enabled = info.detected & (mask ? isa_mask_features(mask) : ~FeatureSet{0});
  if (!(info.enabled & kBmi2)) info.pext_fast = false;
  return info;
}

}  // namespace

FeatureSet isa_mask_features(std::string_view value) {
  std::string valid;
  for (const auto& tier : kTiers) {
    if (tier.name == value) return tier.features;
    append_item(valid, ", ", tier.name);
  }
  if (value == "native") return ~FeatureSet{0};
  append_item(valid, ", ", "native");
  throw BadIsaMask("BITBENCH_ISA=" + std::string(value) +
                   " is not an ISA tier; valid values: " + valid);
}

std::string tier_text(FeatureSet needs) {
  if (needs == 0) return "none";
  const Tier* widest = nullptr;
  for (const auto& tier : kTiers) {
    if (tier.features != 0 && (tier.features & ~needs) == 0 &&
        (!widest || std::popcount(tier.features) > std::popcount(widest->features))) {
      widest = &tier;
    }
  }
  if (!widest) return feature_list(needs);
  std::string text(widest->name);
  if (const FeatureSet beyond = needs & ~widest->features)
    text.append("+").append(feature_list(beyond));
  return text;
}

const CpuInfo& cpu() {
  static const CpuInfo info = detect_with_mask();
  return info;
}

std::string CpuInfo::slug() const {
  // Trademark marks, as in "Intel(R) Xeon(R)", name no machine.
  std::string name = model;
  for (const std::string_view mark : {"(R)", "(r)", "(TM)", "(tm)"}) {
    for (auto at = name.find(mark); at != std::string::npos; at = name.find(mark)) {
      name.erase(at, mark.size());
    }
  }
  std::string out;
  for (char c : name) {
    const bool keep = std::isalnum(static_cast<unsigned char>(c));
    if (keep)
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  if (out.empty()) out = "unknown-cpu";
  std::ostringstream slug;
  slug << out << "-f" << std::hex << family << "-m" << model_number;
  return slug.str();
}

std::string CpuInfo::missing(FeatureSet needs) const {
  const FeatureSet lacking = needs & ~enabled;
  if (lacking == 0) return "";
  const FeatureSet masked = lacking & detected;
  if (masked == lacking) {
    return "needs " + feature_list(lacking) + ", masked off by BITBENCH_ISA=" + isa_mask;
  }
  return "needs " + feature_list(lacking & ~detected) + ", which this CPU lacks";
}

}  // namespace bitbench
