// The shogi sliding-attack family's spec: rook, bishop and both lances on the 9x9 shogi board;
// every blocker subset of every square, then random boards (harness/sliding_lookups.hpp).

#include "harness/families.hpp"
#include "harness/sliding_lookups.hpp"
#include "kernels/shogi/shogi.hpp"

namespace bitbench {
namespace {

using shogi::Piece;

// The shogi board (kernels/shogi/shogi.hpp), drawn as a shogi diagram: rank 1 at the top,
// file 9 on the left.
struct ShogiBoard {
  using Board = shogi::Board;
  static constexpr int kSide = shogi::kSide;
  static constexpr int kSquares = shogi::kSquares;
  static constexpr int bit(int sq) { return shogi::bit_of(sq); }
  static constexpr Board all() { return shogi::all_squares(); }
  static constexpr int square_at(int row, int col) { return shogi::square(kSide - 1 - col, row); }
};

constexpr std::string_view piece_name(Piece piece) {
  constexpr std::string_view kNames[] = {"rook", "bishop", "lance_black", "lance_white"};
  return kNames[static_cast<int>(piece)];
}

template <int>
using ShogiBoardOfAnySide = ShogiBoard;  // the one side, 9

struct ShogiSpec : sliding::SpecOn<ShogiBoardOfAnySide> {
  using Implementation = shogi::Implementation;
  static constexpr FamilyFacts kFacts{
      "shogi",
      "lookup",
      "PIECE,OCC,SQ (rook, bishop, lance_black or lance_white, the occupancy as a hexadecimal "
      "number, SQ = 9*file+rank, bit SQ below 63 and SQ+1 from 63)",
      9,
      kBothModes,
      5'000};
  static constexpr int kHeadlineSizes[] = {9};
  static constexpr auto& kDistributions = sliding::kDensities;
  static std::span<const Implementation* const> registry() { return shogi::implementations(); }
  static std::span<const Listed> listed() { return shogi::listed(); }
  static KeyFields key_fields(Piece piece) { return {{"piece", piece_name(piece)}}; }

  template <class In>
  static VerifyCases<In> verify_cases(Piece, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>& reference) {
    return sliding::blocker_cases<ShogiBoard, In>(request, [&](int sq) {
      return std::array{sliding::relevant_squares<shogi::Board>(reference, sq)};
    });
  }
};

}  // namespace

const Family& shogi_family() { return family_of<ShogiSpec>(); }

}  // namespace bitbench
