// The legal-move family's spec: playout positions and uniformly random boards.

#include "harness/families.hpp"
#include "harness/othello_family.hpp"
#include "kernels/moves/moves.hpp"

namespace bitbench {
namespace {

struct MovesSpec : OthelloSpec {
  using Implementation = moves::Implementation;
  static constexpr FamilyFacts kFacts{
      "moves", "position", "OWN,OPP (the boards as hexadecimal numbers, bit row*N+col)",
      8,       kBothModes, 3'000};
  static std::span<const Implementation* const> registry() { return moves::implementations(); }
  static std::span<const Listed> listed() { return moves::listed(); }

  // Playout positions and as many uniformly random boards.
  template <class In>
  static VerifyCases<In> verify_cases(NoKey, const VerifyRequest& request,
                                      const KernelLoops<In, typename In::Output>&) {
    constexpr int N = In::kSide;
    VerifyCases<In> cases;
    for (const auto& p : othello::playout_positions<N>(request.count, request.seed)) {
      cases.inputs.push_back({p.own, p.opp});
    }
    cases.end_part("playout positions");
    for (const auto& p : othello::random_positions<N>(request.count, request.seed + 1)) {
      cases.inputs.push_back({p.own, p.opp});
    }
    cases.end_part("random boards");
    return cases;
  }

  template <class In>
  static std::vector<In> bench_inputs(NoKey, othello::Positions distribution, std::uint64_t seed) {
    std::vector<In> inputs;
    for (const auto& p :
         othello::distribution_positions<In::kSide>(distribution, kBenchInputs, seed)) {
      inputs.push_back({p.own, p.opp});
    }
    return inputs;
  }

  template <class In>
  static In from_bytes(NoKey, ByteReader& reader) {
    constexpr int N = In::kSide;
    const Board<N> own = reader.board<Board<N>>() & SquareBoard<N>::all();
    return {own, reader.board<Board<N>>() & SquareBoard<N>::all() & ~own};
  }

  template <class In>
  static std::string draw(const In& in, const typename In::Output& expected,
                          const typename In::Output& actual) {
    return draw_position<In::kSide>(in.own, in.opp, -1, "moves", expected, actual);
  }

  template <class In>
  static In parse_input(std::string_view text) {
    constexpr int N = In::kSide;
    const auto fields = split_fields(text, 2);
    const Board<N> own = board_field("OWN", fields[0], SquareBoard<N>::all());
    const Board<N> opp = board_field("OPP", fields[1], SquareBoard<N>::all());
    if (static_cast<bool>(own & opp)) {
      throw UsageError("OWN and OPP share squares " + to_hex(own & opp));
    }
    return {own, opp};
  }
};

}  // namespace

const Family& moves_family() { return family_of<MovesSpec>(); }

}  // namespace bitbench
