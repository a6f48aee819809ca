#pragma once
// Draws N x N boards side by side as text, for verify's mismatch reports.

#include <functional>
#include <string>
#include <vector>

namespace bitbench {

struct BoardPanel {
  std::string title;
  std::function<char(int row, int col)> glyph;  // the character drawn on a square
};

// Returns the panels drawn side by side, with column letters and row numbers.
std::string draw_boards(int side, const std::vector<BoardPanel>& panels);

}  // namespace bitbench
