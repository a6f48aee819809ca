#include "harness/cpu.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "harness/text.hpp"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace bitbench {
namespace {

struct IsaTier {
  std::string_view name;
  FeatureSet features;
};

constexpr std::array<IsaTier, 6> kIsaTiers{{
    {"scalar", kTierScalar},
    {"lzcnt", kTierLzcnt},
    {"bmi2", kTierBmi2},
    {"avx2", kTierAvx2},
    {"avx512", kTierAvx512},
    {"native", ~FeatureSet{0}},
}};

std::string trim(std::string text) {
  const auto first = text.find_first_not_of(' ');
  const auto last = text.find_last_not_of(' ');
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

#if defined(__x86_64__) || defined(__i386__)

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
  if (bit(extended.ecx, 5)) f |= kLzcnt;
  if (bit(leaf7.ebx, 3)) f |= kBmi1;
  if (bit(leaf7.ebx, 8)) f |= kBmi2;
  if (os_saves_ymm && bit(leaf7.ebx, 5)) f |= kAvx2;
  if (os_saves_zmm && bit(leaf7.ebx, 16)) f |= kAvx512f;
  if (os_saves_zmm && bit(leaf7.ebx, 31)) f |= kAvx512vl;
  if (os_saves_zmm && bit(leaf7.ebx, 28)) f |= kAvx512cd;
  if (os_saves_zmm && bit(leaf7.ebx, 30)) f |= kAvx512bw;
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

void detect(CpuInfo& info) {
  info.vendor = "arm";
  info.model = "aarch64";
  info.detected = kNeon;
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
  for (const auto& tier : kIsaTiers) {
    if (tier.name == value) return tier.features;
    append_item(valid, ", ", tier.name);
  }
  throw BadIsaMask("BITBENCH_ISA=" + std::string(value) +
                   " is not an ISA tier; valid values: " + valid);
}

const CpuInfo& cpu() {
  static const CpuInfo info = detect_with_mask();
  return info;
}

std::string CpuInfo::slug() const {
  std::string out;
  for (char c : model) {
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
