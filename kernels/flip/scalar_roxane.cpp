// Othello flip by Roxane's per-square functions, the method of Bruno Causse's Roxane engine
// that Edax carries as flip_roxane.c (R. Delorme, B. Causse, S. Nicolet), on N x N boards up to
// 8x8: one function per square, selected through a table of function pointers, each with the
// constants of its rays built in. Along a ray toward higher bits, the opponent's discs that can
// flip, with every off-ray bit between the ray's squares set as a bridge, plus the first square
// carry up to the nearest square without an opponent disc, an outflank when the player holds
// it. Toward lower bits, the player's discs that can close a run moved one step toward the move
// and added to the same bridged opponent discs carry up into the move's square when the run
// from the nearest of them to the move is all opponent discs; the squares between them flip.
// A ray of two squares needs neither: its first square flips when the opponent holds it and
// the player the second. Here the functions are one template instantiated for each square and
// direction, their constants computed at compile time.

#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "core/square_board.hpp"
#include "flip/flip.hpp"

namespace bitbench::flip {
namespace {

// The constants of one ray from the move, as Roxane's functions write them out.
struct RoxaneRay {
  int length = 0;  // squares on the ray
  int shift = 0;   // bit distance of one step, > 0 toward higher bits
  std::uint64_t move = 0;
  std::uint64_t first = 0;    // the square next to the move
  std::uint64_t inner = 0;    // the squares that can flip: the ray less its last square
  std::uint64_t closing = 0;  // the squares that can close a run: the ray less its first square
  std::uint64_t bridges = 0;  // the off-ray bits a carry along the inner squares passes over
};

template <int N>
consteval RoxaneRay make_ray(int sq, Direction d) {
  RoxaneRay ray{.shift = SquareBoard<N>::shift(d), .move = std::uint64_t{1} << sq};
  const std::uint64_t squares = SquareBoard<N>::ray(sq, d);
  ray.length = std::popcount(squares);
  if (ray.length < 2) return ray;
  const int first = sq + ray.shift;
  const int last = sq + ray.length * ray.shift;
  ray.first = std::uint64_t{1} << first;
  ray.inner = squares & ~(std::uint64_t{1} << last);
  ray.closing = squares & ~ray.first;
  // Toward higher bits the carry runs from the first square up to the last; toward lower bits
  // from the lowest inner square up to the move.
  const int low = ray.shift > 0 ? first : last - ray.shift;
  const int high = ray.shift > 0 ? last : sq;
  for (int bit = low + 1; bit < high; ++bit) ray.bridges |= std::uint64_t{1} << bit;
  ray.bridges &= ~squares;
  return ray;
}

template <int N, int sq, int direction>
std::uint64_t flip_along(std::uint64_t own, std::uint64_t opp) {
  static constexpr RoxaneRay kRay = make_ray<N>(sq, kDirections[direction]);
  if constexpr (kRay.length < 2) {
    return 0;
  } else if constexpr (kRay.length == 2) {
    const std::uint64_t own_stepped_back = kRay.shift > 0 ? own >> kRay.shift : own << -kRay.shift;
    return opp & kRay.first & own_stepped_back;
  } else if constexpr (kRay.shift > 0) {
    const std::uint64_t carried = ((opp & kRay.inner) | kRay.bridges) + kRay.first;
    const std::uint64_t outflank = carried & own & kRay.closing;
    if (outflank == 0) return 0;
    return (outflank - 1) & kRay.inner;
  } else {
    const std::uint64_t closing = own & kRay.closing;
    const std::uint64_t reached =
        ((closing << -kRay.shift) + ((opp & kRay.inner) | kRay.bridges)) & kRay.move;
    if (reached == 0) return 0;
    // The move reached means a run closed, so `closing` is not empty; its highest square is the
    // nearest to the move, and the inner squares above it flip.
    const int nearest = std::bit_width(closing) - 1;
    return (kRay.move - (std::uint64_t{2} << nearest)) & kRay.inner;
  }
}

template <int N, int sq>
std::uint64_t flip_square(std::uint64_t own, std::uint64_t opp) {
  return [&]<int... direction>(std::integer_sequence<int, direction...>) {
    return (flip_along<N, sq, direction>(own, opp) | ...);
  }
  (std::make_integer_sequence<int, kDirections.size()>{});
}

using SquareFlip = std::uint64_t (*)(std::uint64_t, std::uint64_t);

template <int N, int... sq>
consteval std::array<SquareFlip, N * N> make_by_square(std::integer_sequence<int, sq...>) {
  return {&flip_square<N, sq>...};
}

// The function of each square, as Roxane's table of function pointers.
template <int N>
constexpr std::array<SquareFlip, N * N> kBySquare =
    make_by_square<N>(std::make_integer_sequence<int, N * N>{});

template <int N>
std::uint64_t flip_roxane(std::uint64_t own, std::uint64_t opp, int sq) {
  return kBySquare<N>[sq](own, opp);
}

}  // namespace

extern const Implementation scalar_roxane =
    at_sides<4, 6, 8>([]<int N> { return &flip_roxane<N>; });

}  // namespace bitbench::flip
