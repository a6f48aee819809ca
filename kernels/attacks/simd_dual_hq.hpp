// Hyperbola Quintessence (chessprogramming wiki) in SIMD, for any xsimd architecture, one line
// through the piece's square per 64-bit lane. With `o` the occupancy of a line and `r` the square's
// bit, `o - r` (the wiki's o - 2r, with the square left out of `o` here) borrows up to the first
// blocker toward higher bits, and the same subtraction on the byte-swapped line (a per-lane byte
// shuffle) reaches the first blocker toward lower bits, since the line holds one square per row.
// XORing the two cancels `o` and leaves both rays. The lanes are the file, the rank, the diagonal
// and the anti-diagonal: the rook takes the low two in 128 bits, the bishop the high two, the queen
// all four in 256 bits where the ISA has them (AVX2, AVX-512), else the rook's and the bishop's 128
// bits one after the other (SSE4.2, NEON).
//
// A byte swap cannot reverse a rank, whose squares share one byte, so the rank lane holds the
// rank spread out: a byte shuffle copies the rank's byte into all 8 bytes of the lane, and the
// lane's mask keeps bit c of byte c, one square per byte in column order, which the byte swap
// reverses as it does a file. The attacked squares are gathered back by summing the lane's
// bytes (psadbw: the bits are distinct, so the sum is their OR) and moving the sum to the
// rank's byte with a second shuffle.
//
// Tables: per square, the lines and the square's bit in each line's layout (64 bytes); per row,
// the rank's two shuffles (64 bytes). Computing the bits instead (a broadcast, the spreading
// shuffle and a mask) halves the square table and costs about 20% more time for the queen.
//
// The byte shuffle and the byte sums, which xsimd 8.1 lacks, are kernels/core/isa_<isa>.hpp's.
// Instantiated by <isa>_dual_hq.cpp.

#include <xsimd/xsimd.hpp>

#include "attacks/sliding.hpp"
#include "core/isa.hpp"
#include "core/lanes4.hpp"
#include "core/tier.hpp"

namespace bitbench::attacks::dual_hq {
inline namespace BITBENCH_TIER {

using chess::Geometry;

// The lane order: the rook's lines in the low 128 bits, the bishop's in the high ones.
enum Lane { kFile, kRank, kDiagonal, kAntiDiagonal };

// Bit c of byte c for every column c: a rank spread out one square per byte.
constexpr std::uint64_t kSpreadRank = 0x8040201008040201;

// Per square, lane by lane: the lines through the square, each without the square, and the
// square's bit, both in the layout of each line (the rank spread out).
struct alignas(64) SquareLanes {
  std::array<std::uint64_t, 4> lines;
  std::array<std::uint64_t, 4> bit;
};

constexpr std::array<SquareLanes, 64> make_square_lanes() {
  std::array<SquareLanes, 64> squares{};
  for (int sq = 0; sq < 64; ++sq) {
    const auto line = [sq](int direction) {
      return Geometry::ray(sq, kDirections[direction]) |
             Geometry::ray(sq, kDirections[direction + 4]);
    };
    const std::uint64_t bit = std::uint64_t{1} << sq;
    const std::uint64_t spread_bit = std::uint64_t{1} << (9 * (sq % 8));
    squares[sq].lines = {line(2), kSpreadRank & ~spread_bit, line(3), line(1)};
    squares[sq].bit = {bit, spread_bit, bit, bit};
  }
  return squares;
}

alignas(64) inline constexpr std::array<SquareLanes, 64> kSquareLanes = make_square_lanes();

// Returns the byte-shuffle control that takes lane byte i from source byte bytes[i] of the
// same 128-bit half (0x80: zero), packed into four 64-bit lanes.
constexpr std::array<std::uint64_t, 4> shuffle_control(const std::array<std::uint8_t, 32>& bytes) {
  std::array<std::uint64_t, 4> control{};
  for (int i = 0; i < 32; ++i) control[i / 8] |= std::uint64_t{bytes[i]} << (8 * (i % 8));
  return control;
}

// Per row, the two shuffles of the rank lane: `spread` fills it with 8 copies of the row's byte
// and leaves the other lanes as they are; `place` moves its low byte to the row's byte.
struct alignas(64) RowShuffles {
  std::array<std::uint64_t, 4> spread;
  std::array<std::uint64_t, 4> place;
};

constexpr std::array<RowShuffles, 8> make_row_shuffles() {
  std::array<RowShuffles, 8> rows{};
  for (int row = 0; row < 8; ++row) {
    std::array<std::uint8_t, 32> spread{}, place{};
    for (int i = 0; i < 32; ++i) {
      const int lane = i / 8, byte = i % 8;
      spread[i] = static_cast<std::uint8_t>(lane == kRank ? row : i % 16);
      place[i] = static_cast<std::uint8_t>(lane == kRank && byte == row ? 8 : 0x80);
    }
    rows[row] = {shuffle_control(spread), shuffle_control(place)};
  }
  return rows;
}

alignas(64) inline constexpr std::array<RowShuffles, 8> kRowShuffles = make_row_shuffles();

// The byte-shuffle control reversing the bytes of each lane.
alignas(32) inline constexpr std::array<std::uint64_t, 4> kReverseBytes =
    shuffle_control({7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
                     7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8});

// Returns `v` with its rank lane taken from `rank`.
template <class Lanes>
[[gnu::always_inline]] inline Lanes with_rank_lane(Lanes v, Lanes rank) {
  if constexpr (Lanes::size == 4) {
    return xsimd::select(xsimd::batch_bool_constant<Lanes, false, true, false, false>(), rank, v);
  } else {
    return xsimd::select(xsimd::batch_bool_constant<Lanes, false, true>(), rank, v);
  }
}

// Returns in each lane the attacks along the lane's line from the piece's bit `bit` (in the
// line's layout), given the occupancy `occ` (in the same layout).
template <class Lanes>
[[gnu::always_inline]] inline Lanes line_attacks(Lanes occ, Lanes bit, Lanes line) {
  const Lanes reverse_bytes = Lanes::load_aligned(kReverseBytes.data());
  const Lanes forward = occ & line;
  const Lanes reverse = isa::shuffle_bytes(forward, reverse_bytes);
  const Lanes reverse_bit = isa::shuffle_bytes(bit, reverse_bytes);
  return ((forward - bit) ^ isa::shuffle_bytes(reverse - reverse_bit, reverse_bytes)) & line;
}

// Returns the attacks of the rook (2 lanes: the file and the rank) or the queen (4 lanes: all
// four lines), with the rank spread out into its lane and gathered back.
template <class Lanes>
[[gnu::always_inline]] inline std::uint64_t with_rank_attacks(std::uint64_t occ, int sq) {
  const RowShuffles& row = kRowShuffles[static_cast<unsigned>(sq) / 8];
  const SquareLanes& square = kSquareLanes[sq];
  const Lanes attacks = line_attacks(
      isa::shuffle_bytes(Lanes(occ), Lanes::load_aligned(row.spread.data())),
      Lanes::load_aligned(square.bit.data()), Lanes::load_aligned(square.lines.data()));
  const Lanes rank =
      isa::shuffle_bytes(isa::sum_bytes(attacks), Lanes::load_aligned(row.place.data()));
  // The lines share no square, so the sum of the lanes is their OR.
  return xsimd::hadd(with_rank_lane(attacks, rank));
}

// The 2 lanes of a 128-bit vector, and the 4 of a 256-bit one where `Arch` has them.
template <class Arch>
using Pair = simd::NarrowBatch<Arch, 2>;
template <class Arch>
using Quad = simd::NarrowBatch<Arch, 4>;

template <class Arch>
[[gnu::always_inline]] inline std::uint64_t bishop_attacks(std::uint64_t occ, int sq) {
  const SquareLanes& square = kSquareLanes[sq];
  return xsimd::hadd(line_attacks(Pair<Arch>(occ), Pair<Arch>::load_aligned(&square.bit[kDiagonal]),
                                  Pair<Arch>::load_aligned(&square.lines[kDiagonal])));
}

template <class Arch, Piece kPiece>
std::uint64_t attacks(std::uint64_t occ, int sq) {
  if constexpr (kPiece == Piece::kRook) {
    return with_rank_attacks<Pair<Arch>>(occ, sq);
  } else if constexpr (kPiece == Piece::kBishop) {
    return bishop_attacks<Arch>(occ, sq);
  } else if constexpr (Quad<Arch>::size == 4) {
    return with_rank_attacks<Quad<Arch>>(occ, sq);
  } else {
    return with_rank_attacks<Pair<Arch>>(occ, sq) | bishop_attacks<Arch>(occ, sq);
  }
}

// The tables' bytes, for list.
inline constexpr std::size_t kTableBytes =
    sizeof(kSquareLanes) + sizeof(kRowShuffles) + sizeof(kReverseBytes);

// The kernel on `Arch`.
template <class Arch>
constexpr Implementation implementation() {
  return at_sizes<8>([]<int, Piece kPiece> {
    return WithTables{&attacks<Arch, kPiece>, kTableBytes};
  });
}

}  // namespace BITBENCH_TIER
}  // namespace bitbench::attacks::dual_hq
