// The null transform: returns its board unchanged, so that the loops' own cost (loading the
// board, folding the wide results, the latency chain) is measured beside the transforms.
// Registered for both layouts and every side.

#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

template <Layout kLayout>
struct NullOps {
  template <int N>
  struct Ops {
    using Board = BoardOf<N, kLayout>;
    static Board mirror(const Board& b) { return b; }
    static Board flip(const Board& b) { return b; }
    static Board transpose(const Board& b) { return b; }
    static Board anti_transpose(const Board& b) { return b; }
    static Board rotate90(const Board& b) { return b; }
    static Board rotate180(const Board& b) { return b; }
    static Board rotate270(const Board& b) { return b; }
    static Board symmetries(const Board& b) { return b; }
  };
};

template <Layout kLayout>
constexpr auto kEntries =
    transform_entries<NullOps<kLayout>::template Ops, kLayout, 3, 4, 5, 8, 10, 16, 32, 50, 64,
                      100, 128>();

constexpr auto kSizes = [] {
  std::array<TransformSize, 2 * kEntries<Layout::kPadded>.size()> all{};
  std::size_t next = 0;
  for (const auto& entry : kEntries<Layout::kPadded>) all[next++] = entry;
  for (const auto& entry : kEntries<Layout::kDense>) all[next++] = entry;
  return all;
}();

}  // namespace

extern const TransformImplementation null{
    "null", "returns the board unchanged: the cost of the loops alone; both layouts", 0, kSizes,
    Role::kNull};

}  // namespace bitbench::transform
