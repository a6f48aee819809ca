// `bitbench list`: the CPU, then every family's implementations with their ISA tier,
// sizes and whether they run here (and if not, why).

#include <algorithm>
#include <iomanip>

#include "harness/commands.hpp"
#include "harness/cpu.hpp"

namespace bitbench {

namespace {

// Returns " [tables: 4096 bytes at n:8, ...]", or "" for an implementation without tables.
std::string tables_text(const Family& family, const ImplementationInfo& impl) {
  std::string text;
  for (int size : family.sizes(impl)) {
    const std::size_t bytes = family.table_bytes(impl, size);
    if (bytes == 0) continue;
    text += text.empty() ? " [tables: " : ", ";
    text += std::to_string(bytes) + " bytes at n:" + std::to_string(size);
  }
  return text.empty() ? text : text + "]";
}

}  // namespace

int list_command(const SelectionFilter& filter, std::ostream& out) {
  select(filter);  // an unknown family is refused before anything is printed
  const CpuInfo& info = cpu();
  out << "cpu: " << info.model << " (" << info.vendor << ", " << info.slug() << ")\n"
      << "features: " << feature_list(info.detected) << "\n"
      << "enabled: " << feature_list(info.enabled)
      << (info.isa_mask.empty() ? "" : " (BITBENCH_ISA=" + info.isa_mask + ")") << "\n"
      << "pext: "
      << (info.pext_fast                ? "fast"
          : (info.enabled & kBmi2) == 0 ? "not enabled (no BMI2 here, or masked off)"
                                        : "slow (microcoded on AMD before Zen 3)")
      << "\n";
  for (const Family* family : families()) {
    if (filter.family && family->name() != *filter.family) continue;
    const std::string dists = joined(family->distributions(), [](std::string_view d) { return d; });
    out << "\n"
        << family->name() << "  (default size " << family->default_size()
        << "; distributions: " << dists << ", default " << family->distributions().front() << ")\n"
        << "  verify --input: " << family->input_syntax() << "\n";
    const auto implementations = family->implementations();
    const auto sizes_of = [&](const ImplementationInfo& impl) {
      std::string sizes;
      for (int n : family->sizes(impl)) append_item(sizes, ",", std::to_string(n));
      return sizes;
    };
    std::size_t name_width = 0, tier_width = 0, sizes_width = 0;
    for (const ImplementationInfo* impl : implementations) {
      name_width = std::max(name_width, impl->name.size());
      tier_width = std::max(tier_width, tier_text(impl->needs).size());
      sizes_width = std::max(sizes_width, sizes_of(*impl).size());
    }
    for (const ImplementationInfo* entry : implementations) {
      const ImplementationInfo& impl = *entry;
      const std::string why = info.missing(impl.needs);
      out << "  " << std::left << std::setw(static_cast<int>(name_width) + 2)
          << std::string(impl.name) << std::setw(static_cast<int>(tier_width) + 2)
          << tier_text(impl.needs) << std::setw(static_cast<int>(sizes_width) + 2) << sizes_of(impl)
          << (why.empty() ? "runs here   " : "SKIPPED     ") << impl.description
          << (why.empty() ? "" : " [" + why + "]") << tables_text(*family, impl)
          << (impl.instructions.empty() ? ""
                                        : " [fast with: " + std::string(impl.instructions) + "]")
          // The bmi2 tier exists for PEXT and PDEP.
          << (impl.needs == kTierBmi2 && !info.pext_fast && why.empty()
                  ? " [WARNING: PEXT is microcoded on this CPU, expect it slow]"
                  : "")
          << "\n";
    }
  }
  return 0;
}

}  // namespace bitbench
