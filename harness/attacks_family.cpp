// The chess sliding-attack family's spec: rook, bishop and queen on 8x8 to 16x16 boards; every
// blocker subset of every square, then random boards (harness/sliding_lookups.hpp).

#include "harness/families.hpp"
#include "harness/sliding_lookups.hpp"
#include "kernels/attacks/attacks.hpp"
#include "kernels/attacks/rotated.hpp"

namespace bitbench {
namespace {

using attacks::Piece;

// The squares and bits of a chess board of side N: the bit of a square is its index.
template <int N>
struct ChessBoard {
  using Board = bitbench::Board<N>;
  static constexpr int kSide = N;
  static constexpr int kSquares = N * N;
  static constexpr int bit(int sq) { return sq; }
  static constexpr Board all() { return SquareBoard<N>::all(); }
  // The square drawn at (row, col).
  static constexpr int square_at(int row, int col) { return SquareBoard<N>::square(row, col); }
};

constexpr std::string_view piece_name(Piece piece) {
  constexpr std::string_view kNames[] = {"rook", "bishop", "queen"};
  return kNames[static_cast<int>(piece)];
}

// Returns the masks whose every subset verify checks from `sq`: the relevant squares, split for
// a queen into its rook and bishop lines.
template <int N, class Reference>
std::vector<Board<N>> blocker_masks(const Reference& reference, Piece piece, int sq) {
  using Board = bitbench::Board<N>;
  const Board relevant = sliding::relevant_squares<Board>(reference, sq);
  if (piece != Piece::kQueen) return {relevant};
  Board straight{};
  for_each_bit(relevant, [&](int square) {
    if (square / N == sq / N || square % N == sq % N) set_bit(straight, square);
  });
  return {straight, relevant & ~straight};
}

struct AttacksSpec : sliding::SpecOn<ChessBoard> {
  using Implementation = attacks::Implementation;
  static constexpr FamilyFacts kFacts{
      "attacks",
      "lookup",
      "PIECE,OCC,SQ (rook, bishop or queen, the occupancy as a hexadecimal number of bits "
      "row*N+col, SQ = row*N+col)",
      8,
      kBothModes,
      5'000};
  static constexpr int kHeadlineSizes[] = {8};
  // The densities, and Chess_Movegen's loop at 8x8, whose published tables a user can set
  // bitbench's figures beside (kernels/README.md says how the loops differ).
  static constexpr int kChessMovegenSizes[] = {8};
  static constexpr Distribution<sliding::Lookups> kDistributions[] = {
      sliding::kDensities[0],
      sliding::kDensities[1],
      sliding::kDensities[2],
      sliding::kDensities[3],
      {"movegen12", {25, 12}, kChessMovegenSizes}};
  static std::span<const Implementation* const> registry() { return attacks::implementations(); }
  static std::span<const Listed> listed() { return attacks::listed(); }
  static KeyFields key_fields(Piece piece) { return {{"piece", piece_name(piece)}}; }

  template <class In>
  static VerifyCases<In> verify_cases(Piece piece, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>& reference) {
    return sliding::blocker_cases<ChessBoard<In::kSide>, In>(
        request, [&](int sq) { return blocker_masks<In::kSide>(reference, piece, sq); });
  }

  // The rotated occupancies of a kernel that takes them ready-made.
  template <class Kernel>
  static Kernel prepare(const attacks::Input<8>& in) {
    return {attacks::rotated::rotate(in.occ), in.sq};
  }
};

}  // namespace

const Family& attacks_family() { return family_of<AttacksSpec>(); }

}  // namespace bitbench
