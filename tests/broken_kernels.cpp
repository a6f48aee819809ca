#include "tests/broken_kernels.hpp"

#include "kernels/last_flip/bitscan.hpp"
#include "kernels/last_flip/lines.hpp"

namespace bitbench::flip::broken {
namespace {

// Walks one direction with a shift and a wrap mask, as kernels/flip/scalar_loop.cpp does.
std::uint64_t walk(std::uint64_t own, std::uint64_t opp, std::uint64_t move, int shift,
                   std::uint64_t wrap_mask) {
  const auto step = [&](std::uint64_t bits) {
    return (shift > 0 ? bits << shift : bits >> -shift) & wrap_mask;
  };
  std::uint64_t run = 0;
  std::uint64_t next = step(move);
  while (next & opp) {
    run |= next;
    next = step(next);
  }
  return (next & own) ? run : 0;
}

constexpr std::uint64_t kNotFileA = 0xfefefefefefefefeull;
constexpr std::uint64_t kNotFileH = 0x7f7f7f7f7f7f7f7full;

std::uint64_t flip_without_up_left(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::uint64_t move = std::uint64_t{1} << sq;
  return walk(own, opp, move, 1, kNotFileA) | walk(own, opp, move, -1, kNotFileH) |
         walk(own, opp, move, 8, ~0ull) | walk(own, opp, move, -8, ~0ull) |
         walk(own, opp, move, 9, kNotFileA) | walk(own, opp, move, 7, kNotFileH) |
         walk(own, opp, move, -7, kNotFileA);
}

std::uint64_t flip_with_wrapping_mask(std::uint64_t own, std::uint64_t opp, int sq) {
  const std::uint64_t move = std::uint64_t{1} << sq;
  const std::uint64_t off_by_one_column = kNotFileA >> 1;  // should be kNotFileA
  return walk(own, opp, move, 1, off_by_one_column) | walk(own, opp, move, -1, kNotFileH) |
         walk(own, opp, move, 8, ~0ull) | walk(own, opp, move, -8, ~0ull) |
         walk(own, opp, move, 9, kNotFileA) | walk(own, opp, move, 7, kNotFileH) |
         walk(own, opp, move, -7, kNotFileA) | walk(own, opp, move, -9, kNotFileH);
}

}  // namespace

const Implementation missing_direction =
    described(at_sides<8>([]<int> { return &flip_without_up_left; }),
              {"broken_missing_direction", "forgets one direction"});
const Implementation wrapping_mask =
    described(at_sides<8>([]<int> { return &flip_with_wrapping_mask; }),
              {"broken_wrapping_mask", "wrap mask off by one column"});

}  // namespace bitbench::flip::broken

namespace bitbench::moves::broken {
namespace {

// A dumb7 fill with N - 3 steps instead of N - 2.
std::uint64_t moves_with_short_fill(std::uint64_t own, std::uint64_t opp) {
  using Board8 = SquareBoard<8>;
  const std::uint64_t empty = ~(own | opp);
  std::uint64_t legal = 0;
  const auto fill = [&]<int d_row, int d_col>() {
    std::uint64_t run = Board8::step<d_row, d_col>(own) & opp;
    for (int i = 0; i < 4; ++i) run |= Board8::step<d_row, d_col>(run) & opp;
    legal |= Board8::step<d_row, d_col>(run) & empty;
  };
  fill.template operator()<0, 1>();
  fill.template operator()<0, -1>();
  fill.template operator()<1, 0>();
  fill.template operator()<-1, 0>();
  fill.template operator()<1, 1>();
  fill.template operator()<1, -1>();
  fill.template operator()<-1, 1>();
  fill.template operator()<-1, -1>();
  return legal;
}

}  // namespace

const Implementation short_fill = described(at_sides<8>([]<int> { return &moves_with_short_fill; }),
                                            {"broken_short_fill", "fills one step short"});

}  // namespace bitbench::moves::broken

namespace bitbench::last_flip::broken {
namespace {

int last_flip_without_opponent(std::uint64_t own, int sq) {
  return bitscan::count_flips<8>(own, sq);
}

int kindergarten_count(std::uint64_t own, int sq) {
  using lines::kCountByLine;
  const int col = sq & 7;
  const int row = sq >> 3;
  const lines::Lines& lines = lines::kLines[sq];
  const unsigned along_row = (own >> (8 * row)) & 0x7f;  // should be 0xff
  const unsigned along_column = othello_lines::gathered_column(own, col);
  const unsigned along_diagonal = othello_lines::gathered_diagonal(own, lines.diagonal);
  const unsigned along_anti_diagonal = othello_lines::gathered_diagonal(own, lines.anti_diagonal);
  return kCountByLine[col][along_row] + kCountByLine[row][along_column] +
         kCountByLine[col][along_diagonal] + kCountByLine[col][along_anti_diagonal];
}

}  // namespace

const Implementation no_opponent_count =
    described(at_sides<8>([]<int> { return &last_flip_without_opponent; }),
              {"broken_no_opponent_count", "forgets the opponent's count"});
const Implementation row_mask =
    described(at_sides<8>([]<int> { return &mover_or_opponent<8, kindergarten_count>; }),
              {"broken_row_mask", "row mask one column short"});

}  // namespace bitbench::last_flip::broken
