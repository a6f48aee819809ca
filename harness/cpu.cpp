#include "harness/cpu.hpp"

#include <array>
#include <bit>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string_view>

#include "harness/text.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#elif defined(__aarch64__)
#include <asm/hwcap.h>
#include <sys/auxv.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#endif

namespace bitbench {
namespace {

#if defined(__x86_64__) || defined(__i386__)

std::string trim(std::string text) {
  const auto first = text.find_first_not_of(' ');
  const auto last = text.find_last_not_of(' ');
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

struct Registers {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
};

Registers cpuid(unsigned leaf, unsigned subleaf = 0) {
  Registers r;
  __get_cpuid_count(leaf, subleaf, &r.eax, &r.ebx, &r.ecx, &r.edx);
  return r;
}

bool bit(unsigned word, int index) { return (word >> index) & 1; }

// Returns the XCR0 register: which register states the OS saves on a context switch.
std::uint64_t os_saved_state() {
  std::uint32_t low = 0, high = 0;
  __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  return (std::uint64_t{high} << 32) | low;
}

void detect(CpuInfo& info) {
  const Registers vendor = cpuid(0);
  char vendor_text[13] = {};
  std::memcpy(vendor_text + 0, &vendor.ebx, 4);
  std::memcpy(vendor_text + 4, &vendor.edx, 4);
  std::memcpy(vendor_text + 8, &vendor.ecx, 4);
  info.vendor = vendor_text;

  const Registers leaf1 = cpuid(1);
  const int base_family = (leaf1.eax >> 8) & 0xf;
  const int base_model = (leaf1.eax >> 4) & 0xf;
  info.family = base_family == 0xf ? base_family + ((leaf1.eax >> 20) & 0xff) : base_family;
  info.model_number = (base_family == 0xf || base_family == 0x6)
                          ? base_model + (((leaf1.eax >> 16) & 0xf) << 4)
                          : base_model;

  const bool os_saves_ymm = bit(leaf1.ecx, 27) && (os_saved_state() & 0x6) == 0x6;
  const bool os_saves_zmm = os_saves_ymm && (os_saved_state() & 0xe6) == 0xe6;
  const Registers leaf7 = cpuid(7, 0);
  const Registers extended = cpuid(0x80000001);
  FeatureSet f = 0;
  if (bit(leaf1.ecx, 23)) f |= kPopcnt;
  if (bit(leaf1.ecx, 20)) f |= kSse42;
  if (bit(extended.ecx, 5)) f |= kLzcnt;
  if (bit(leaf7.ebx, 3)) f |= kBmi1;
  if (bit(leaf7.ebx, 8)) f |= kBmi2;
  if (os_saves_ymm && bit(leaf7.ebx, 5)) f |= kAvx2;
  if (os_saves_zmm && bit(leaf7.ebx, 16)) f |= kAvx512f;
  if (os_saves_zmm && bit(leaf7.ebx, 31)) f |= kAvx512vl;
  if (os_saves_zmm && bit(leaf7.ebx, 28)) f |= kAvx512cd;
  if (os_saves_zmm && bit(leaf7.ebx, 17)) f |= kAvx512dq;
  if (os_saves_zmm && bit(leaf7.ebx, 30)) f |= kAvx512bw;
  if (os_saves_zmm && bit(leaf7.ecx, 1)) f |= kAvx512vbmi;
  if (bit(leaf7.ecx, 8)) f |= kGfni;
  info.detected = f;

  char brand[49] = {};
  if (cpuid(0x80000000).eax >= 0x80000004) {
    for (unsigned i = 0; i < 3; ++i) {
      const Registers part = cpuid(0x80000002 + i);
      std::memcpy(brand + 16 * i + 0, &part.eax, 4);
      std::memcpy(brand + 16 * i + 4, &part.ebx, 4);
      std::memcpy(brand + 16 * i + 8, &part.ecx, 4);
      std::memcpy(brand + 16 * i + 12, &part.edx, 4);
    }
  }
  info.model = trim(brand);
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

// Returns the number after "key :" on the first line of /proc/cpuinfo that has it, or -1.
int cpuinfo_number(const std::string& cpuinfo, std::string_view key) {
  std::istringstream lines(cpuinfo);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(key, 0) != 0) continue;
    const auto colon = line.find(':');
    if (colon != std::string::npos)
      return static_cast<int>(std::strtol(&line[colon + 1], nullptr, 0));
  }
  return -1;
}

// Features from the kernel's HWCAP words; the core from MIDR as /proc/cpuinfo shows it (under
// qemu-user, the host's file has neither line and the core stays "aarch64").
void detect(CpuInfo& info) {
  const unsigned long hwcap = getauxval(AT_HWCAP), hwcap2 = getauxval(AT_HWCAP2);
  if (hwcap & HWCAP_ASIMD) info.detected |= kNeon;
  if (hwcap & HWCAP_SVE) info.detected |= kSve;
  if (hwcap2 & HWCAP2_SVE2) info.detected |= kSve2;
  if (hwcap2 & HWCAP2_SVEBITPERM) info.detected |= kSveBitperm;
  std::ifstream file("/proc/cpuinfo");
  const std::string cpuinfo{std::istreambuf_iterator<char>(file), {}};
  info.family = std::max(0, cpuinfo_number(cpuinfo, "CPU implementer"));
  info.model_number = std::max(0, cpuinfo_number(cpuinfo, "CPU part"));
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
