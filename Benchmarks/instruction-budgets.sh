#!/bin/bash
# Instruction budgets: each headline workload runs under callgrind, and its instructions per unit are compared
# with its budget in instruction-budgets.txt. The check fails when any workload is more than 2 % over its
# budget; .ci/run runs it on every submission, as SQLite tracks its speed with cachegrind. Counts, unlike wall
# time, do not move when the machine is busy.
#
#   bash instruction-budgets.sh              check every workload against its budget
#   bash instruction-budgets.sh WORKLOAD...  check only those
#   bash instruction-budgets.sh --self-test  show that the check fails on a workload slowed 3 % on purpose
#                                            and passes one slowed 1 % (the tolerance is 2 %)
#
# Each workload runs twice, at the two counts of its line, and the difference is divided by the difference of
# the counts: start-up and set-up cancel out. Swift's hashing is made deterministic for the runs, so that hash
# tables probe the same way every time. Lowering a budget (after making something faster) is a commit of its
# own; the table this prints gives the measured figures.
set -euo pipefail
cd "$(dirname "$0")"
budgets=instruction-budgets.txt
tolerance=2
source ./callgrind-lib.sh
build_frame_counts

# verdict measured budget -> prints the ratio and returns 1 when over budget by more than the tolerance
verdict() {
    awk -v m="$1" -v b="$2" -v t="$tolerance" 'BEGIN {
        ratio = m / b
        printf "%.3f", ratio
        exit (ratio > 1 + t / 100) ? 1 : 0
    }'
}

if [ "${1:-}" = "--self-test" ]; then
    # solver-cell made slower on purpose by busy work in FrameCounts (FRAMECOUNTS_SLOWDOWN iterations a cell),
    # measured by the same runs as the check: 3 % slower must fail against its own budget, 1 % slower must
    # pass. Two probes give the busy work's cost an iteration and its fixed cost.
    base=$(per_unit solver-cell 1000 3000)
    one=$(FRAMECOUNTS_SLOWDOWN=1000 per_unit solver-cell 1000 3000)
    two=$(FRAMECOUNTS_SLOWDOWN=2000 per_unit solver-cell 1000 3000)
    failed=0
    for percent in 3 1; do
        iterations=$(awk -v b="$base" -v o="$one" -v t="$two" -v s="$percent" 'BEGIN {
            each = (t - o) / 1000; fixed = o - b - 1000 * each
            printf "%d", (s / 100 * b - fixed) / each }')
        slowed=$(FRAMECOUNTS_SLOWDOWN=$iterations per_unit solver-cell 1000 3000)
        if ratio=$(verdict "$slowed" "$base"); then outcome=passes; else outcome=fails; fi
        echo "solver-cell slowed $percent % on purpose: $slowed instructions against a budget of $base (x$ratio): $outcome"
        if [ "$percent" = 3 ] && [ "$outcome" = passes ]; then failed=1; fi
        if [ "$percent" = 1 ] && [ "$outcome" = fails ]; then failed=1; fi
    done
    [ "$failed" = 0 ] || { echo "instruction-budgets.sh: the self-test failed" >&2; exit 1; }
    echo "self-test: a workload slowed 3 % fails the check, one slowed 1 % passes"
    exit 0
fi

printf "%-22s %12s %12s %8s  %s\n" workload measured budget ratio unit
over=0
found=0
while read -r workload small large budget unit; do
    case "$workload" in "" | \#*) continue ;; esac
    if [ $# -gt 0 ] && [[ " $* " != *" $workload "* ]]; then continue; fi
    found=$((found + 1))
    measured=$(per_unit "$workload" "$small" "$large")
    if ratio=$(verdict "$measured" "$budget"); then mark=""; else
        mark="  OVER BUDGET"
        over=$((over + 1))
    fi
    printf "%-22s %12d %12d %8s  %s%s\n" "$workload" "$measured" "$budget" "x$ratio" "$unit" "$mark"
done <"$budgets"
[ "$found" -gt 0 ] || { echo "instruction-budgets.sh: no workload in $budgets matches: $*" >&2; exit 1; }
if [ "$over" -gt 0 ]; then
    echo "instruction-budgets.sh: $over workload(s) more than $tolerance % over budget. Make them cheaper again," \
        "or, if the cost is deliberate, raise the budget in Benchmarks/$budgets in a commit that says why." >&2
    exit 1
fi
echo "every workload within $tolerance % of its budget"
