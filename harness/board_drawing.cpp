#include "harness/board_drawing.hpp"

#include <algorithm>

namespace bitbench {

std::string draw_boards(int side, const std::vector<BoardPanel>& panels) {
  const std::size_t board_width = 3 + 2 * static_cast<std::size_t>(side);
  std::size_t width = board_width;
  for (const auto& panel : panels) width = std::max(width, panel.title.size());
  const auto pad = [&](std::string text) {
    text.resize(width + 4, ' ');
    return text;
  };
  const auto line_end = [](std::string line) {
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line + "\n";
  };

  std::string out;
  std::string titles, letters;
  for (const auto& panel : panels) {
    titles += pad(panel.title);
    std::string header = "   ";
    for (int col = 0; col < side; ++col) header += std::string{static_cast<char>('a' + col), ' '};
    letters += pad(header);
  }
  out += line_end(titles) + line_end(letters);
  for (int row = 0; row < side; ++row) {
    std::string line;
    for (const auto& panel : panels) {
      std::string cells = std::to_string(row + 1);
      cells.resize(3, ' ');
      for (int col = 0; col < side; ++col) cells += std::string{panel.glyph(row, col), ' '};
      line += pad(cells);
    }
    out += line_end(line);
  }
  return out;
}

}  // namespace bitbench
