#include "harness/board_drawing.hpp"

#include <gtest/gtest.h>

namespace bitbench {
namespace {

TEST(DrawBoards, PutsPanelsSideBySideWithCoordinates) {
  const std::string drawing =
      draw_boards(2, {{"left", [](int row, int col) { return row == col ? 'X' : '.'; }},
                      {"right", [](int, int col) { return col ? '#' : '.'; }}});
  EXPECT_EQ(drawing,
            "left       right\n"
            "   a b        a b\n"
            "1  X .     1  . #\n"
            "2  . X     2  . #\n");
}

}  // namespace
}  // namespace bitbench
