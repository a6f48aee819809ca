#pragma once
// Lists written as text, for the messages that name the valid values.

#include <string>
#include <string_view>

namespace bitbench {

// Appends `item` to `list`, after `separator` unless the list is empty.
inline void append_item(std::string& list, std::string_view separator, std::string_view item) {
  if (!list.empty()) list += separator;
  list += item;
}

// Returns the items joined by ", ", each written by `text(item)`.
template <class Items, class Text>
std::string joined(const Items& items, Text text) {
  std::string out;
  for (const auto& item : items) append_item(out, ", ", std::string(text(item)));
  return out;
}

}  // namespace bitbench
