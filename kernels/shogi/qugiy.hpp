#pragma once
// Shogi sliding attacks by the Qugiy algorithm, as YaneuraOu computes its rook and bishop
// attacks, on the 81-square board of shogi/shogi.hpp read as one 128-bit integer (bit 63 and
// bits 82-127 always 0): the rays and the file lookups every form shares; the lanes of the
// rank and diagonal rays are each instruction set's own (avx2_qugiy.cpp, sse42_qugiy.cpp,
// scalar_qugiy.cpp).
//
// Toward higher bits: with x the occupancy masked with a ray from the piece, x ^ (x - 1) sets
// every bit up to and including the lowest set bit of x (all 128 when x is 0), so ANDed with
// the ray it gives the ray's squares up to and including the first blocker. x - 1 is a 128-bit
// decrement: the high word borrows when the low word is 0.
//
// Toward lower bits along a rank or a diagonal: the board is byte-reversed first (PSHUFB),
// which reverses the order of the ray's squares because they are all in different bytes: they
// are 8 (toward file 8 and rank 0), 9 (toward file 8) or 10 (toward file 8 and rank 8) bits
// apart, one more where a ray crosses from bit 62 to bit 64. Those rays are stored
// byte-reversed, the same x ^ (x - 1) finds the nearest blocker, and the result is
// byte-reversed back.
//
// Each ray pair holds a ray toward higher bits and a byte-reversed ray toward lower bits; the
// bishop's four diagonals take two pairs, the rook's two rank directions one, and its file toward
// rank 8 (consecutive bits, toward higher bits) a second whose other ray is empty. Toward rank 0
// the file's squares share bytes and byte reversal cannot order them: the rook's file toward
// rank 0 and the black lance take the highest set bit of the file's masked occupancy as one word
// x, by LZCNT of x | 1 (bit 0 a sentinel below every file ray), and keep the ray from there up.
// The white lance's one ray is cheaper in one word too: x ^ (x - 1), BLSMSK.
//
// The forms differ in how they compute a pair: in one 256-bit AVX2 vector, in two SSE4.2
// registers, or in two 128-bit integers.

#include <bit>

#include "shogi/shogi.hpp"

namespace bitbench::shogi::qugiy {

// Directions as indices into kSteps, named by the corner or edge they lead to.
constexpr int kTowardRank0 = 0, kTowardRank8 = 1, kTowardFile0 = 2, kTowardFile8 = 3;
constexpr int kTowardFile0Rank0 = 4, kTowardFile8Rank0 = 5, kTowardFile0Rank8 = 6,
              kTowardFile8Rank8 = 7;

// Returns the squares from `sq` (excluded) to the edge along kSteps[d].
constexpr Board ray(int sq, int d) {
  const auto [d_file, d_rank] = kSteps[d];
  Board squares;
  for (int file = file_of(sq) + d_file, rank = rank_of(sq) + d_rank;
       file >= 0 && file < kSide && rank >= 0 && rank < kSide; file += d_file, rank += d_rank) {
    set_bit(squares, bit_of(square(file, rank)));
  }
  return squares;
}

constexpr std::uint64_t byte_reversed(std::uint64_t word) {
  std::uint64_t reversed = 0;
  for (int byte = 0; byte < 8; ++byte) reversed |= ((word >> (8 * byte)) & 0xff) << (56 - 8 * byte);
  return reversed;
}

// Returns the 128-bit board with its 16 bytes in reverse order.
constexpr Board byte_reversed(const Board& b) {
  return Board{{byte_reversed(b.words[1]), byte_reversed(b.words[0])}};
}

// Two 128-bit lanes: a ray toward higher bits as it is, and one toward lower bits
// byte-reversed.
struct alignas(32) RayPair {
  std::uint64_t words[4];
};

constexpr RayPair ray_pair(const Board& up, const Board& down) {
  const Board reversed = byte_reversed(down);
  return {{up.words[0], up.words[1], reversed.words[0], reversed.words[1]}};
}

struct SquareRays {
  // Low lane | high lane: toward file 8 | toward file 0, and toward rank 8 | none.
  RayPair rook[2];
  // Toward file 8 and rank 8 | toward file 0 and rank 0, and file 8 and rank 0 | file 0 and
  // rank 8.
  RayPair bishop[2];
  Board toward_rank0;  // the black lance's ray and the rook's file toward rank 0
  Board toward_rank8;  // the white lance's ray
};

constexpr std::array<SquareRays, kSquares> make_square_rays() {
  std::array<SquareRays, kSquares> rays{};
  for (int sq = 0; sq < kSquares; ++sq) {
    rays[sq] = {{ray_pair(ray(sq, kTowardFile8), ray(sq, kTowardFile0)),
                 ray_pair(ray(sq, kTowardRank8), Board{})},
                {ray_pair(ray(sq, kTowardFile8Rank8), ray(sq, kTowardFile0Rank0)),
                 ray_pair(ray(sq, kTowardFile8Rank0), ray(sq, kTowardFile0Rank8))},
                ray(sq, kTowardRank0),
                ray(sq, kTowardRank8)};
  }
  return rays;
}

alignas(64) constexpr std::array<SquareRays, kSquares> kSquareRays = make_square_rays();

// Every square of a rank or diagonal ray is in a byte of its own.
constexpr bool ray_squares_in_distinct_bytes() {
  for (int sq = 0; sq < kSquares; ++sq) {
    for (int d = kTowardFile0; d < 8; ++d) {
      const Board squares = ray(sq, d);
      int bytes_seen = 0;
      for (int bit = 0; bit < 128; ++bit) {
        if (!test_bit(squares, bit)) continue;
        if (bytes_seen & (1 << (bit / 8))) return false;
        bytes_seen |= 1 << (bit / 8);
      }
    }
  }
  return true;
}
static_assert(ray_squares_in_distinct_bytes());

// Returns the attacks along a file ray, which lies in one word: toward rank 8 (higher bits)
// when kTowardRank8, else toward rank 0.
template <bool kTowardRank8>
[[gnu::always_inline]] inline Board file_attacks(const Board& occ, const Board& ray) {
  const std::uint64_t x = (occ.words[0] & ray.words[0]) | (occ.words[1] & ray.words[1]);
  std::uint64_t reach;
  if constexpr (kTowardRank8) {
    reach = x ^ (x - 1);  // BLSMSK where the tier has BMI1
  } else {
    reach = ~std::uint64_t{0} << (63 - std::countl_zero(x | 1));  // LZCNT where the tier has it
  }
  return Board{{ray.words[0] & reach, ray.words[1] & reach}};
}

// The attacks of kPiece on `sq`, the rank and diagonal rays by `lane_attacks(occ, pairs)`: the
// attacks along the rays of two ray pairs, which each instruction set computes its own way.
template <auto lane_attacks, Piece kPiece>
[[gnu::always_inline]] inline Board qugiy_attacks(const Board& occ, int sq) {
  const SquareRays& rays = kSquareRays[sq];
  if constexpr (kPiece == Piece::kRook) {
    return lane_attacks(occ, rays.rook) | file_attacks<false>(occ, rays.toward_rank0);
  } else if constexpr (kPiece == Piece::kBishop) {
    return lane_attacks(occ, rays.bishop);
  } else if constexpr (kPiece == Piece::kLanceBlack) {
    return file_attacks<false>(occ, rays.toward_rank0);
  } else {
    static_assert(kPiece == Piece::kLanceWhite);
    return file_attacks<true>(occ, rays.toward_rank8);
  }
}

}  // namespace bitbench::shogi::qugiy
