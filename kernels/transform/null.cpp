// The null transform: returns its board unchanged, so that the loops' own cost (loading the
// board, folding the wide results) is measured beside the transforms. Registered as the
// transpose of every side in both layouts: the loops cost the same whatever operation the
// kernel stands for, so one operation shows it.

#include "transform/transform.hpp"

namespace bitbench::transform {
namespace {

template <class Board>
Board unchanged(const Board& board) {
  return board;
}

template <int N, Layout kLayout>
constexpr Entry kEntry{N,
                       {Op::kTranspose, kLayout},
                       throughput_loops<Input<N, kLayout>, unchanged<BoardOf<N, kLayout>>>};

constexpr Entry kEntries[] = {
    kEntry<3, Layout::kPadded>,   kEntry<4, Layout::kPadded>,   kEntry<5, Layout::kPadded>,
    kEntry<8, Layout::kPadded>,   kEntry<10, Layout::kPadded>,  kEntry<16, Layout::kPadded>,
    kEntry<32, Layout::kPadded>,  kEntry<50, Layout::kPadded>,  kEntry<64, Layout::kPadded>,
    kEntry<100, Layout::kPadded>, kEntry<128, Layout::kPadded>, kEntry<3, Layout::kDense>,
    kEntry<5, Layout::kDense>,    kEntry<10, Layout::kDense>,   kEntry<50, Layout::kDense>,
    kEntry<100, Layout::kDense>};

}  // namespace

extern const Implementation null = compiled_here<Traits>(kEntries);

}  // namespace bitbench::transform
