#pragma once
// Chess sliding attacks: the squares a rook, bishop or queen on `sq` attacks
// given the occupancy `occ` of the board: every square along its rays up to and including
// the first occupied one. The piece's own square is never in the result.
//
// Chess boards are N x N (N = 8, 10, 12, 16) in the dense layout of
// kernels/core/square_board.hpp (bit N * row + col, row 0 at the top). A kernel is
// `Board kernel(Board occ, int sq)` for one piece. Shogi's are a family of their own
// (kernels/shogi/shogi.hpp).

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <tuple>

#include "core/implementation.hpp"
#include "core/registry.hpp"
#include "core/square_board.hpp"

namespace bitbench::attacks {

enum class Piece { kRook, kBishop, kQueen };

// One lookup: the occupancy and the piece's square.
template <int N>
struct Input {
  using Output = Board<N>;
  static constexpr int kSide = N;
  Board<N> occ;
  int sq;

  auto fields() const { return std::tie(occ, sq); }
  // The latency chain threads each result into the next call's occupancy.
  void feed(const Board<N>& carried_zero) { occ ^= carried_zero; }
};

// The occupancy of an 8x8 board with its three rotated copies (kernels/attacks/rotated.hpp),
// as an engine using rotated bitboards keeps them up to date move by move.
struct RotatedOccupancy {
  std::uint64_t occ;
  std::uint64_t file;           // rotated by 90 degrees: file by file
  std::uint64_t diagonal;       // rotated by 45 degrees: diagonal by diagonal
  std::uint64_t anti_diagonal;  // rotated by -45 degrees
};

// A lookup with the rotated occupancies supplied ready-made: the harness prepares it from the
// plain lookup (Canonical) outside the timed loop. Kernels are
// `std::uint64_t kernel(const RotatedOccupancy&, int sq)`.
struct ReadyRotatedInput {
  using Output = std::uint64_t;
  using Canonical = Input<8>;
  static constexpr int kSide = 8;
  RotatedOccupancy boards;
  int sq;

  auto fields() const { return std::tie(boards, sq); }
  // Into a board every piece reads: the rook's ranks, the bishop's diagonals.
  void feed(std::uint64_t carried_zero) {
    boards.occ ^= carried_zero;
    boards.diagonal ^= carried_zero;
  }
};

struct Traits {
  using Key = Piece;
  using Loops = AnyLoops<Input<8>, Input<10>, Input<12>, Input<16>, ReadyRotatedInput>;
};

using Entry = bitbench::Entry<Traits>;
using Implementation = bitbench::Implementation<Traits>;

// The Input a kernel of size N takes: the plain lookup, or the ready-made rotated occupancies.
template <int N, class Kernel>
struct KernelInput {
  using type = Input<N>;
};
template <>
struct KernelInput<8, std::uint64_t (*)(const RotatedOccupancy&, int)> {
  using type = ReadyRotatedInput;
};

// The entry of `kernel` for `kPiece` on an N x N board, reading `table_bytes`.
template <int N, Piece kPiece, auto kernel>
constexpr Entry at(std::size_t table_bytes = 0) {
  return {N, kPiece, kernel_loops<typename KernelInput<N, decltype(kernel)>::type, kernel>,
          table_bytes};
}

// Returns the entry of the kernel `kernels` gives for kPiece on the N x N board.
template <class Kernels, int N, Piece kPiece>
constexpr Entry entry_of() {
  constexpr auto kernel = Kernels{}.template operator()<N, kPiece>();
  if constexpr (requires { kernel.table_bytes; }) {
    return at<N, kPiece, kernel.kernel>(kernel.table_bytes);
  } else {
    return at<N, kPiece, kernel>();
  }
}

// Returns the entries on the N x N board: rook, bishop and queen.
template <class Kernels, int N>
constexpr auto entries_on_board() {
  return std::array{entry_of<Kernels, N, Piece::kRook>(), entry_of<Kernels, N, Piece::kBishop>(),
                    entry_of<Kernels, N, Piece::kQueen>()};
}

template <class Kernels, int... N>
inline constexpr auto kEntriesAt = joined(entries_on_board<Kernels, N>()...);

// Returns the implementation of a kernel on the boards N...: Kernels is the type of
// `[]<int N, Piece kPiece> { return &kernel<N, kPiece>; }`, or of one that returns
// WithTables{&kernel<N, kPiece>, bytes}.
inline namespace BITBENCH_TIER {
template <int... N, class Kernels>
constexpr Implementation at_sizes(Kernels) {
  return compiled_here<Traits>(kEntriesAt<Kernels, N...>);
}
}  // namespace BITBENCH_TIER

BITBENCH_DECLARE_REGISTRY()  // kernels/attacks/registry.cpp

}  // namespace bitbench::attacks
