"""bitbench's statistics, in one place: every median, interval, instability mark, ratio and
ordering that the summary, the results index, the plots and the compare reports show is
computed here, from the repetitions of each result.

- The **median** of the repetitions, with a distribution-free **95% confidence interval** from
  their order statistics (the sign-test interval: with n repetitions, the k-th smallest to the
  k-th largest covers the true median with probability 1 - 2 P(Binomial(n, 1/2) < k)). One or
  two slow repetitions move the interval's upper end, never the median.
- A result is **unstable** when its interval is wider than UNSTABLE_WIDTH of its median.
- **A is faster than B** only when A's interval lies wholly below B's and B's median exceeds
  A's by at least MIN_EFFECT. Disjoint intervals alone are not enough: repetitions within one
  run share that run's state of the machine, so two kernels within a per cent or two of each
  other can have disjoint intervals in one run and trade places in the next.
- The **ratio** of two medians carries the interval from the ends of both intervals
  (B's low over A's high to B's high over A's low): conservative, and consistent with the rule
  above, since it excludes 1 exactly when the intervals are disjoint.
"""

import math
from dataclasses import dataclass
from statistics import median as plain_median

CONFIDENCE = 0.95
# An interval wider than this share of its median makes the result unstable. With 9
# repetitions the interval runs from the 2nd to the 8th value, so one slow repetition never
# widens it and two that stray to the same side do; it then cannot rank the result against
# kernels within 10% of it, the differences a kernel comparison is about.
UNSTABLE_WIDTH = 0.10
# The least difference of medians called an ordering: the drift of a median between two
# back-to-back runs of the same binary on an idle Zen 5 VM here was 0.6% at the median and 4% at
# most (flip, 8x8), and kernels closer than that trade places between runs.
MIN_EFFECT = 0.03

# How much faster than a kernel's throughput loop its latency chain must be to be called "not a
# chain". A true chain can beat the throughput loop only by what the two loops' own code differs
# in: the throughput loop folds every word of a wide result, and g++ may give it a false
# dependency the chain lacks (bits' scalar_words lowest_bit at 256 bits: a partial-register
# merge of setb). In every committed run where the two intervals lie apart, such chains ran at
# 0.60 of the throughput loop or more; scalar_rotated_ready's broken chain ran at 0.13-0.21 on
# every CPU.
CHAIN_SLACK = 1.0


def sign_test_rank(count, confidence=CONFIDENCE):
    """The 1-based rank k whose k-th smallest and k-th largest values bound the median with at
    least `confidence`, and the coverage they give; k = 1 (the extremes) when no rank reaches it."""
    best = (1, 1 - 2 * 0.5**count) if count > 0 else (1, 0.0)
    below = 0.0  # P(Binomial(count, 1/2) < k)
    for k in range(1, count // 2 + 1):
        below += math.comb(count, k - 1) * 0.5**count
        coverage = 1 - 2 * below
        if coverage < confidence:
            break
        best = (k, coverage)
    return best


@dataclass(frozen=True)
class Estimate:
    """The median of a result's repetitions with its confidence interval, in the unit given."""

    median: float
    low: float
    high: float
    coverage: float  # the interval's confidence, CONFIDENCE or below with few repetitions
    count: int  # repetitions
    err: float  # median absolute deviation over the median (nanobench's err%)

    @property
    def width(self):
        """The interval's width as a share of the median."""
        return (self.high - self.low) / self.median if self.median > 0 else math.inf

    @property
    def unstable(self):
        """True when the interval is wider than UNSTABLE_WIDTH of the median."""
        return self.width > UNSTABLE_WIDTH

    def scaled(self, factor):
        """The same estimate in another unit (ns to cycles, say)."""
        return Estimate(self.median * factor, self.low * factor, self.high * factor, self.coverage,
                        self.count, self.err)


def estimate(values):
    """The Estimate of a result's repetitions (at least one value)."""
    ordered = sorted(values)
    count = len(ordered)
    middle = plain_median(ordered)
    k, coverage = sign_test_rank(count)
    err = plain_median(abs(value - middle) for value in ordered) / middle if middle > 0 else 0.0
    return Estimate(middle, ordered[k - 1], ordered[count - k], coverage, count, err)


def faster(a, b, effect=MIN_EFFECT):
    """True when the evidence says A (an Estimate) is faster than B: A's interval wholly below
    B's and B's median at least `effect` above A's."""
    return a.high < b.low and b.median >= a.median * (1 + effect)


def distinguishable(a, b):
    """True when one of the two is faster than the other."""
    return faster(a, b) or faster(b, a)


@dataclass(frozen=True)
class Ratio:
    """B's median over A's, with the interval from the ends of both intervals."""

    value: float
    low: float
    high: float


def ratio(a, b):
    """B / A of two Estimates (below 1: B is faster)."""
    return Ratio(b.median / a.median, b.low / a.high, b.high / a.low)


def geometric_mean(values):
    """The geometric mean of positive numbers."""
    values = list(values)
    return math.exp(sum(math.log(value) for value in values) / len(values))


def ranking(estimates):
    """The entries of {name: Estimate} from fastest to slowest median, each as (name, estimate,
    tied_with_next): whether the evidence cannot tell it from the next one."""
    ordered = sorted(estimates.items(), key=lambda item: (item[1].median, item[0]))
    return [(name, value, index + 1 < len(ordered) and not distinguishable(value, ordered[index + 1][1]))
            for index, (name, value) in enumerate(ordered)]


def winner(estimates):
    """The fastest entry of {name: Estimate} as (name, estimate, [the names after it that the
    evidence cannot tell from it, in order])."""
    ranked = ranking(estimates)
    tied = []
    for (_, _, tied_with_next), (name, _, _) in zip(ranked, ranked[1:]):
        if not tied_with_next:
            break
        tied.append(name)
    return ranked[0][0], ranked[0][1], tied


@dataclass(frozen=True)
class Agreement:
    """How two runs of the same benchmarks agree on the orderings of one set of groups."""

    pairs: int  # pairs of results of one group measured in both runs
    called: int  # pairs the first run calls one faster
    reversed: int  # of those, pairs whose medians are in the other order in the second run
    reversed_called: int  # of those, pairs the second run calls faster the other way
    large: int  # pairs whose medians differ by 5% or more in the first run
    large_called: int  # of those, called in the first run


LARGE_DIFFERENCE = 0.05


def agreement(groups_a, groups_b):
    """Compares the orderings of two runs: each argument maps a group key to {name: Estimate}."""
    pairs = called = flipped = flipped_called = large = large_called = 0
    for key, first in groups_a.items():
        second = groups_b.get(key, {})
        names = sorted(name for name in first if name in second)
        for i, x in enumerate(names):
            for y in names[i + 1:]:
                pairs += 1
                a, b = (first[x], first[y]) if first[x].median <= first[y].median else (first[y], first[x])
                a2, b2 = (second[x], second[y]) if a is first[x] else (second[y], second[x])
                if b.median >= a.median * (1 + LARGE_DIFFERENCE):
                    large += 1
                    large_called += faster(a, b)
                if faster(a, b):
                    called += 1
                    if a2.median > b2.median:
                        flipped += 1
                        flipped_called += faster(b2, a2)
    return Agreement(pairs, called, flipped, flipped_called, large, large_called)


def ranks(values):
    """The rank of each value, 1 for the smallest, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            result[order[position]] = (start + end) / 2 + 1
        start = end + 1
    return result


def spearman(xs, ys):
    """Spearman's rank correlation of paired values: Pearson's correlation of their ranks; None
    for fewer than 3 pairs or a constant side."""
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mean_x, mean_y = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mean_x) * (b - mean_y) for a, b in zip(rx, ry))
    var_x = sum((a - mean_x) ** 2 for a in rx)
    var_y = sum((b - mean_y) ** 2 for b in ry)
    return cov / math.sqrt(var_x * var_y) if var_x and var_y else None
