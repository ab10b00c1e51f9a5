#!/bin/bash
# Writes the performance tables of the DocC article Benchmarks (Sources/ReuseKit/ReuseKit.docc/Benchmarks.md)
# and the README's summary from one run on this machine: instructions per unit under callgrind and wall time
# per unit (the median of three runs) for every workload of instruction-budgets.txt, against the targets, and
# the solver against Kiwi when a Kiwi program is given. Nothing in those tables is typed by hand.
#
#   bash report.sh                              ReuseKit's figures only
#   KIWI=/path/to/program [KIWI_VERSION=…] bash report.sh   and Kiwi's, side by side
#
# The Kiwi program is built beside the project from Kiwi's headers and never committed: it takes
# `SHAPE COUNT [t]` with SHAPE one of cell, resize, independent, shared, stacked, builds the same systems as
# ConstraintSystems (Benchmarks/ScrollWorkloads/SolverShapes.swift), and with a third argument prints
# "… X ns each". The article says how to write it.
set -euo pipefail
cd "$(dirname "$0")"
source ./callgrind-lib.sh
build_frame_counts
article=../Sources/ReuseKit/ReuseKit.docc/Benchmarks.md
readme=../README.md

# wall WORKLOAD COUNT [PROGRAM] -> nanoseconds per unit, the median of three runs (outside valgrind), each of
# at least COUNT units and long enough (about 50 ms) for the clock
wall() {
    local program="${3:-$binary}" args="$1" count="$2" extra=() first
    # A peer's program takes the shape without its prefix, and a third argument to print its time.
    if [ -n "${3:-}" ]; then
        args="${1#solver-}"
        extra=(t)
    fi
    run() { "$program" "$args" "$1" "${extra[@]}" | sed -E 's/.* ([0-9.]+) ns each.*/\1/'; }
    # A large system's cost a cell depends on its size, so its count stays as given.
    first=$(run "$count")
    [[ "$1" = solver-independent || "$1" = solver-shared || "$1" = solver-stacked ]] || count=$(awk \
        -v c="$count" -v n="$first" 'BEGIN { w = 5e7 / (n > 0 ? n : 1); printf "%d", (w > c ? w : c) }')
    for _ in 1 2 3; do run "$count"; done | sort -n | sed -n 2p
}

# commas NUMBER -> the number with a comma every three digits
commas() { printf "%.0f" "$1" | sed -E ':a;s/([0-9])([0-9]{3})($|,)/\1,\2\3/;ta'; }

# The issue's targets: workload -> "target text|awk condition on m (measured) and p (plain frame) and u"
target() {
    case "$1" in
        plain) echo "≤ 12,000 a frame" ;;
        jump) echo "≤ 20,000 a jump" ;;
        jump-estimating) echo "≤ 20,000 a jump" ;;
        grid) echo "≤ the table's frame" ;;
        diff-5k-duplicates) echo "≤ 1.3x the unique diff" ;;
        *) echo "" ;;
    esac
}
met() { # workload measured -> met / not met / empty
    local limit=""
    case "$1" in
        plain) limit=12000 ;;
        jump | jump-estimating) limit=20000 ;;
        grid) limit=$plain ;;
        diff-5k-duplicates) limit=$((unique * 13 / 10)) ;;
    esac
    [ -z "$limit" ] && return 0
    if [ "$2" -le "$limit" ]; then echo "met"; else echo "not met ($(awk -v m="$2" -v l="$limit" 'BEGIN { printf "%.2fx", m / l }'))"; fi
}

machine="$(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores, $(uname -s) $(uname -r), $(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/Swift \1/p' | head -1)"
stamp="$(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- '../Sources/*.swift' 'Benchmarks/*.swift' || echo ' with uncommitted changes')"
table=$(mktemp)
{
    echo "Measured $stamp on $machine, by \`bash Benchmarks/report.sh\`. Instructions: callgrind, the"
    echo "difference of two runs over the difference of their counts. Time: release build, the median of three runs"
    echo "outside valgrind (a shared machine's times move by up to 2x between runs; the counts do not)."
    echo
    echo "| workload | unit | instructions | time | target |"
    echo "| --- | --- | --- | --- | --- |"
} >"$table"
plain=0
unique=0
while read -r workload small large _ unit; do
    case "$workload" in "" | \#*) continue ;; esac
    echo "report.sh: $workload" >&2
    measured=$(per_unit "$workload" "$small" "$large")
    [ "$workload" = plain ] && plain=$measured
    [ "$workload" = diff-5k ] && unique=$measured
    nanoseconds=$(wall "$workload" "$large")
    goal=$(target "$workload")
    verdict=$(met "$workload" "$measured")
    printf "| \`%s\` | %s | %s | %s ns | %s%s |\n" "$workload" "$unit" "$(commas "$measured")" \
        "$(commas "$nanoseconds")" "$goal" "${verdict:+: $verdict}" >>"$table"
done <instruction-budgets.txt

# The window's frames (issue 37): every frame of `reusekit demo --window` at 1280 x 800 through a scripted fling,
# End, a fling back and a tap, timed by the window's own frame clock in the benchmark package (release; SDL's dummy
# video driver when there is no display). Its table row: "│ window frame (µs) │ p0 │ p25 │ p50 │ p75 │ p90 │
# p99 │ p100 │ samples │".
echo "report.sh: window frames" >&2
frames=$(swift package --disable-sandbox benchmark --filter "window demo 1280x800 fling frame" 2>/dev/null |
    awk -F"│" '/window frame/ { gsub(/ /, "", $5); gsub(/ /, "", $8); print $5, $8; exit }')
read -r p50 p99 <<<"${frames:-0 0}"
window_verdict=$(awk -v a="$p50" -v b="$p99" 'BEGIN { print (a > 0 && a <= 8300 && b <= 8300) ? "met" : "not met" }')
printf "| \`window\` | a frame of \`demo --window\` at 1280 × 800 (fling, End, fling back, tap) | | median %s µs, p99 %s µs | ≤ 8.3 ms median and p99: %s |\n" \
    "$(commas "$p50")" "$(commas "$p99")" "$window_verdict" >>"$table"

kiwi_table=$(mktemp)
if [ -n "${KIWI:-}" ]; then
    kiwi_version=${KIWI_VERSION:-}
    {
        echo "The solver against Kiwi${kiwi_version:+ $kiwi_version} (C++, its headers built into \`$(basename "$KIWI")\` beside the project,"
        echo "never committed), the same systems in the same run:"
        echo
        echo "| shape | unit | ReuseCore instructions | Kiwi instructions | ratio | ReuseCore time | Kiwi time | ratio |"
        echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
    } >"$kiwi_table"
    for line in "solver-cell 1000 3000 a cell from scratch" "solver-resize 1000 3000 a re-solve and 13 reads" \
        "solver-independent 100 300 a cell added to independent cells (instructions from 100 to 300 cells, time at 770)" \
        "solver-shared 100 300 a cell added to cells sharing a width (the same)" \
        "solver-stacked 770 770 a stack of 770 cells (10,010 constraints), whole"; do
        read -r workload small large unit <<<"$line"
        echo "report.sh: $workload against Kiwi" >&2
        shape=${workload#solver-}
        if [ "$small" = "$large" ]; then
            ours=$(($(instructions "$binary" "$workload" "$large") - $(instructions "$binary" solver-cell 1)))
            theirs=$(($(instructions "$KIWI" "$shape" "$large") - $(instructions "$KIWI" cell 1)))
            ours_time=$(wall "$workload" "$large" | awk -v n="$large" '{ printf "%.0f", $1 * n }')
            theirs_time=$(wall "$workload" "$large" "$KIWI" | awk -v n="$large" '{ printf "%.0f", $1 * n }')
        else
            ours=$(per_unit "$workload" "$small" "$large")
            theirs=$(per_unit "$shape" "$small" "$large" "$KIWI")
            timed=$large
            [[ "$workload" = solver-independent || "$workload" = solver-shared ]] && timed=770
            ours_time=$(wall "$workload" "$timed")
            theirs_time=$(wall "$workload" "$timed" "$KIWI")
        fi
        printf "| \`%s\` | %s | %s | %s | %s | %s ns | %s ns | %s |\n" "$workload" "$unit" "$(commas "$ours")" \
            "$(commas "$theirs")" "$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.2fx", a / b }')" \
            "$(commas "$ours_time")" "$(commas "$theirs_time")" \
            "$(awk -v a="$ours_time" -v b="$theirs_time" 'BEGIN { printf "%.2fx", a / b }')" \
            >>"$kiwi_table"
    done
else
    echo "Kiwi was not run (\`KIWI=/path/to/program bash Benchmarks/report.sh\` runs it beside ReuseCore)." >"$kiwi_table"
fi

# Replaces what lies between the two marker lines of FILE with the contents of INSERT.
splice() { # file begin-marker end-marker insert
    python3 - "$@" <<'PY'
import sys
path, begin, end, insert = sys.argv[1:]
text = open(path).read()
start = text.index(begin) + len(begin)
stop = text.index(end)
open(path, "w").write(text[:start] + "\n" + open(insert).read().rstrip("\n") + "\n" + text[stop:])
PY
}
splice "$article" "<!-- report.sh: workloads -->" "<!-- report.sh: end of workloads -->" "$table"
splice "$article" "<!-- report.sh: kiwi -->" "<!-- report.sh: end of kiwi -->" "$kiwi_table"
splice "$readme" "<!-- report.sh: workloads -->" "<!-- report.sh: end of workloads -->" "$table"
rm -f "$table" "$kiwi_table"
echo "report.sh: wrote $article and the README's table" >&2
