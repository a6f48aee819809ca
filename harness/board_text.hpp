#pragma once
// Boards as text: one hexadecimal number however many words the board has, as verify's
// reports print them and its --input reads them back.

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "harness/family.hpp"
#include "kernels/core/bits.hpp"

namespace bitbench {

template <class Board>
std::string to_hex(const Board& board) {
  std::string text = "0x";
  if constexpr (kIsWide<Board>) {
    for (int i = Board::kWords - 1; i >= 0; --i) text += to_hex(board.words[i]).substr(2);
  } else {
    char digits[17];
    std::snprintf(digits, sizeof digits, "%016llx", static_cast<unsigned long long>(board));
    text += digits;
  }
  return text;
}

// Returns the board written in `text` (hexadecimal with 0x, or decimal for one word).
// Throws std::invalid_argument when it is not a number that fits the board.
template <class Board>
Board parse_board(std::string_view text) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  if constexpr (!kIsWide<Board>) {
    if (!hex) {
      std::size_t used = 0;
      const std::string digits(text);
      if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) {
        throw std::invalid_argument("not a number (decimal, or hexadecimal after 0x)");
      }
      try {
        return std::stoull(digits, &used, 10);
      } catch (const std::out_of_range&) {
        throw std::invalid_argument("too large for the board");
      }
    }
  }
  if (!hex) throw std::invalid_argument("not a hexadecimal number (0x...)");
  Board board{};
  const int kBits = 8 * static_cast<int>(sizeof(Board));
  int bit = 0;
  for (std::size_t i = text.size(); i-- > 2; bit += 4) {
    const char c = text[i];
    const int digit = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                             : -1;
    if (digit < 0) throw std::invalid_argument("not a hexadecimal digit");
    for (int b = 0; b < 4; ++b) {
      if (!((digit >> b) & 1)) continue;
      if (bit + b >= kBits) throw std::invalid_argument("too many bits for the board");
      board |= single_bit<Board>(bit + b);
    }
  }
  return board;
}

// Returns a field of an input as verify's --input reads it: a board in hexadecimal, a number in
// decimal.
template <class Board>
std::string field_text(const Board& board) {
  return to_hex(board);
}
inline std::string field_text(int value) { return std::to_string(value); }

// Returns the `count` comma-separated fields of verify's --input; throws UsageError when there
// are more or fewer.
std::vector<std::string> split_fields(std::string_view text, std::size_t count);

// Returns the integer `text`, the field named `field`, which must lie in [low, high]; throws
// UsageError saying what is wrong.
long long int_field(std::string_view field, std::string_view text, long long low, long long high);

// Returns the board `text`, the field named `field`, which may hold bits only in `allowed`;
// throws UsageError saying what is wrong.
template <class Board>
Board board_field(std::string_view field, std::string_view text, const Board& allowed) {
  Board board{};
  try {
    board = parse_board<Board>(text);
  } catch (const std::logic_error& error) {
    throw UsageError(std::string(field) + " '" + std::string(text) + "': " + error.what());
  }
  if (static_cast<bool>(board & ~allowed)) {
    throw UsageError(std::string(field) + " " + to_hex(board) + " has bits off the board (" +
                     to_hex(board & ~allowed) + ")");
  }
  return board;
}

}  // namespace bitbench
