#pragma once
// A family's registry: its catalogue of implementations in priority order (the reference first,
// the fastest known last, then the null kernel), in kernels/<family>/registry.cpp. A line of the
// catalogue is where an implementation is named and described: its name, what it computes and
// whose idea it is, and, where the family lists them, the instructions it needs to be fast. The
// implementation's own file defines the symbol of that name and holds only its compiled entries.
//
// The catalogue names the implementations of every target, and lists what this one compiled:
// each name is declared weak, so one whose file the target does not build (an x86 tier on
// aarch64) has a null address and is left out.

#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/implementation.hpp"

namespace bitbench {

// A name a catalogue lists and the implementation it resolves to on this target: null where the
// target does not compile the file that defines it. The tests check that only the files of tiers
// the target leaves out resolve to null.
struct Listed {
  std::string_view name;
  const ImplementationInfo* implementation;
};

// The role a name gives: the reference is "reference" (perft's, the pair of the references), a
// null kernel "null" or "<tier>_null".
constexpr Role role_named(std::string_view name) {
  if (name == "reference" || name == "reference__reference") return Role::kReference;
  if (name == "null" || name.ends_with("_null")) return Role::kNull;
  return Role::kKernel;
}

// Returns the compiled implementation named and described by `line`, a catalogue's line.
template <class Implementation>
Implementation described(const Implementation& compiled, const ImplementationInfo& line) {
  Implementation implementation = compiled;
  static_cast<ImplementationInfo&>(implementation) = line;
  implementation.needs = compiled.needs;
  return implementation;
}

// The description of a line that shares that of the nearest line above of the same algorithm,
// its name after the tier prefix: the tiers of a SIMD algorithm written once are described once.
inline constexpr std::string_view kAsAbove = "(as above)";

// Returns the algorithm of an implementation's name: what follows its tier prefix.
constexpr std::string_view algorithm_of(std::string_view name) {
  return name.substr(name.find('_') + 1);
}

// A line of a catalogue: the compiled implementation (null where this target leaves it out) and
// what the catalogue says of it.
template <class Implementation>
struct Catalogued {
  const Implementation* compiled;
  ImplementationInfo info;

  Catalogued(const Implementation* compiled, std::string_view name, std::string_view description,
             std::string_view instructions = {})
      : compiled(compiled),
        info{.name = name,
             .description = description,
             .role = role_named(name),
             .instructions = instructions} {}
};

// The implementations a catalogue lists that this target compiled, each named and described by
// its line, and every line with what it resolves to here.
template <class Implementation>
class Catalogue {
 public:
  Catalogue(std::initializer_list<Catalogued<Implementation>> lines) {
    described_.reserve(lines.size());  // listed_ and implementations_ point into it
    std::vector<ImplementationInfo> above;
    for (const Catalogued<Implementation>& line : lines) {
      ImplementationInfo info = line.info;
      if (info.description == kAsAbove) info.description = description_above(above, info.name);
      above.push_back(info);
      if (line.compiled == nullptr) {
        listed_.push_back({info.name, nullptr});
        continue;
      }
      const Implementation& implementation =
          described_.emplace_back(described(*line.compiled, info));
      listed_.push_back({info.name, &implementation});
      implementations_.push_back(&implementation);
    }
  }

  std::span<const Implementation* const> implementations() const { return implementations_; }
  std::span<const Listed> listed() const { return listed_; }

 private:
  // The description of the nearest line above of the algorithm of `name`; none is a mistake in
  // the catalogue, which the first use of the family reports.
  static std::string_view description_above(const std::vector<ImplementationInfo>& above,
                                            std::string_view name) {
    for (auto line = above.rbegin(); line != above.rend(); ++line) {
      if (algorithm_of(line->name) == algorithm_of(name)) return line->description;
    }
    throw std::logic_error("catalogue line " + std::string(name) +
                           " is described as above, and no line above has its algorithm");
  }

  std::vector<Implementation> described_;
  std::vector<const Implementation*> implementations_;
  std::vector<Listed> listed_;
};

}  // namespace bitbench

// Declares, in a family's namespace, what its registry.cpp defines with BITBENCH_REGISTRY:
// implementations(), the implementations this target compiled in priority order, and listed(),
// every name the catalogue lists with what it resolves to here.
#define BITBENCH_DECLARE_REGISTRY()                         \
  std::span<const Implementation* const> implementations(); \
  std::span<const ::bitbench::Listed> listed();

#define BITBENCH_DECLARE_WEAK(name, ...) [[gnu::weak]] extern const Implementation name;
#define BITBENCH_CATALOGUED(name, ...) {&name, #name, __VA_ARGS__},

// Defines implementations() and listed() of the catalogue LIST, an X-macro: LIST(X) expands to
// X(name, description) or X(name, description, instructions) for each line, in priority order;
// a description may be kAsAbove.
#define BITBENCH_REGISTRY(LIST) \
  BITBENCH_REGISTRY_OF(LIST, BITBENCH_DECLARE_WEAK, BITBENCH_CATALOGUED)

// The same, for a LIST whose lines DECLARE declares and CATALOGUED makes Catalogued lines of.
#define BITBENCH_REGISTRY_OF(LIST, DECLARE, CATALOGUED)                              \
  LIST(DECLARE)                                                                      \
  namespace {                                                                        \
  const ::bitbench::Catalogue<Implementation>& catalogue() {                         \
    static const ::bitbench::Catalogue<Implementation> kCatalogue{LIST(CATALOGUED)}; \
    return kCatalogue;                                                               \
  }                                                                                  \
  }                                                                                  \
  std::span<const Implementation* const> implementations() {                         \
    return catalogue().implementations();                                            \
  }                                                                                  \
  std::span<const ::bitbench::Listed> listed() { return catalogue().listed(); }
