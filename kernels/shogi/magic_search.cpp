// The search that wrote magic_numbers.hpp, the magics of the shogi scalar_magic kernel (fancy
// magic bitboards on the 81-square board, shogi/magic.hpp). Not part of the library: a program
// of its own, seeded, whose output depends on its constants only, so that running it again
// reproduces the committed header bit for bit (in about a second; the tests check it):
//
//   scripts/build.sh gcc shogi_magic_search
//   build/gcc/shogi_magic_search > kernels/shogi/magic_numbers.hpp
//
// The search is Stockfish's trial and error over sparse random numbers (the AND of three
// random words, at least 6 bits in the top byte of mask * magic), squares in order and one
// SplitMix64 seeded per file, as Stockfish seeds one per rank. A candidate is kept at the first
// table it fills with every entry checked against the reference walk.

#include <array>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "core/random.hpp"
#include "shogi/magic.hpp"

namespace bitbench::shogi::magic {
namespace {

using FileSeeds = std::array<std::uint64_t, kSide>;

// The seeds, each the one among the first 60 (rook) or 32 (bishop) that tries the fewest
// candidates on its file: the search then tries about 3.3 million candidates for the rook and
// 0.2 million for the bishop, against some 11 and 1 million with one seed for the whole board.
constexpr FileSeeds kRookSeeds = {25, 36, 52, 27, 32, 18, 50, 57, 55};
constexpr FileSeeds kBishopSeeds = {24, 23, 4, 10, 10, 4, 23, 29, 21};

// Returns the first candidate from `random` that fills the table of `piece` on `sq`, and counts
// the candidates tried into `tried`.
std::uint64_t find_magic(Piece piece, int sq, SplitMix64& random, std::size_t& tried) {
  const Subsets subsets(piece, sq);
  const std::uint64_t key_mask = merged(subsets.mask);
  std::vector<Board> table(subsets.table_size());
  std::vector<unsigned> filled_in(table.size(), 0);
  Magic magic{table.data(), subsets.mask, 0, static_cast<unsigned>(64 - subsets.bits)};
  for (unsigned attempt = 1;; ++attempt) {
    do {
      magic.magic = random.next() & random.next() & random.next();
    } while (popcount((key_mask * magic.magic) >> 56) < 6);
    ++tried;
    if (fill_table(subsets, magic, table.data(), filled_in, attempt)) return magic.magic;
  }
}

// The magics of `piece` on every square, the search reseeded at each file.
std::array<std::uint64_t, kSquares> find_magics(Piece piece, const FileSeeds& seeds) {
  std::array<std::uint64_t, kSquares> magics{};
  std::size_t tried = 0;
  for (int file = 0; file < kSide; ++file) {
    SplitMix64 random(seeds[file]);
    for (int rank = 0; rank < kSide; ++rank) {
      const int sq = square(file, rank);
      magics[sq] = find_magic(piece, sq, random, tried);
    }
  }
  std::fprintf(stderr, "%s: %zu candidates tried\n", piece == Piece::kRook ? "rook" : "bishop",
               tried);
  return magics;
}

void print_magics(const char* name, const std::array<std::uint64_t, kSquares>& magics) {
  std::printf("inline constexpr std::array<std::uint64_t, kSquares> %s = {\n", name);
  for (const std::uint64_t magic : magics) {
    std::printf("    0x%016llxull,\n", static_cast<unsigned long long>(magic));
  }
  std::printf("};\n");
}

int search() {
  const auto rook = find_magics(Piece::kRook, kRookSeeds);
  const auto bishop = find_magics(Piece::kBishop, kBishopSeeds);
  std::printf(
      "#pragma once\n"
      "// Written by kernels/shogi/magic_search.cpp, seeded per file. Do not edit; run the search\n"
      "// again. The magic of each square, in square order, for the tables of shogi/magic.hpp.\n\n"
      "#include <array>\n#include <cstdint>\n\n"
      "#include \"shogi/shogi.hpp\"\n\n"
      "namespace bitbench::shogi::magic {\n\n// clang-format off\n");
  print_magics("kRookMagics", rook);
  print_magics("kBishopMagics", bishop);
  std::printf("// clang-format on\n\n}  // namespace bitbench::shogi::magic\n");
  return 0;
}

}  // namespace
}  // namespace bitbench::shogi::magic

int main() { return bitbench::shogi::magic::search(); }
