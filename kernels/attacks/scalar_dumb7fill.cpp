// Dumb7Fill: the occluded fill of Gunnar Andersson (Othello, later chess), as the
// chessprogramming wiki describes it (page "Dumb7Fill"). Per direction the slider's bit is
// shifted one step at a time over the empty squares: each step shifts the last generation and
// masks it with the empty squares (less the column a step would wrap into), and the flood keeps
// the union. A ray on an N x N board crosses at most N - 2 empty squares before the last one,
// so N - 2 such steps (6 on 8x8) and one final shift, which lands on the blocker or the edge
// square, give the ray's attacks: 7 masked shifts per direction on the 8x8 board. No table, no
// branch, no carry: every step is a shift and an AND, on one word or, beyond 8x8, on the W
// words of Bits<W> (each shift carrying bits across words).

#include <utility>

#include "attacks/sliding.hpp"

namespace bitbench::attacks {
namespace {

using chess::BoardOf;

// Returns the squares the piece at `piece` attacks along kDirections[kDirection].
template <int N, int kDirection>
[[gnu::always_inline]] inline BoardOf<N> dumb7_ray(const BoardOf<N>& piece,
                                                   const BoardOf<N>& empty) {
  using G = SquareBoard<N>;
  constexpr Direction kStep = kDirections[kDirection];
  constexpr int kShift = G::shift(kStep);
  static constexpr BoardOf<N> kLanding = G::landing(kStep);
  const BoardOf<N> propagator = empty & kLanding;
  BoardOf<N> generation = piece;
  BoardOf<N> flood = piece;
  // N - 2 steps, unrolled by a fold (a pragma stops at 8).
  [&]<int... kStep>(std::integer_sequence<int, kStep...>) {
    ((generation = shift_by<kShift>(generation) & propagator, flood |= generation,
      static_cast<void>(kStep)),
     ...);
  }
  (std::make_integer_sequence<int, N - 2>{});
  return shift_by<kShift>(flood) & kLanding;
}

template <int N, Piece kPiece>
BoardOf<N> dumb7fill_attacks(BoardOf<N> occ, int sq) {
  const BoardOf<N> piece = single_bit<BoardOf<N>>(sq);
  const BoardOf<N> empty = ~occ;
  return chess::union_of_rays<N, kPiece>(
      [&]<int kDirection>() { return dumb7_ray<N, kDirection>(piece, empty); });
}

}  // namespace

extern const Implementation scalar_dumb7fill =
    at_sizes<8, 10, 12, 16>([]<int N, Piece kPiece> { return &dumb7fill_attacks<N, kPiece>; });

}  // namespace bitbench::attacks
