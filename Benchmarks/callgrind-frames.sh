#!/bin/bash
# Instructions per frame of the steadyScroll and steadyScrollConstrained workloads, and of one client spelled
# with UIKit's names and with ReuseKit's (the UIKit module's cost, which should be none), counted by callgrind: a
# measure that a busy machine does not change, for the targets that wall-clock time cannot show on one.
#
#   bash callgrind-frames.sh [PLAIN_NS]
#
# Each workload runs twice (2,000 and 6,000 frames); the difference over 4,000 frames leaves out start-up and
# the first screen. The counts include cellForRowAt, which dequeues (and, for the constrained table, sets a
# label's text). With PLAIN_NS, the plain steadyScroll's engine time measured on a quiet run, it also prints the
# constrained frame's time at the plain frame's rate of instructions.
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "callgrind-frames.sh: valgrind is missing; install it (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product FrameCounts >/dev/null
binary="$(swift build -c release --show-bin-path)/FrameCounts"

instructions() { # workload frames -> instructions of the whole run
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$1" "$2" 2>&1 |
        awk '/Collected :/ { print $4 }'
}

per_frame() { # workload -> instructions per frame
    local short long
    short=$(instructions "$1" 2000)
    long=$(instructions "$1" 6000)
    echo $(((long - short) / 4000))
}

plain=$(per_frame plain)
constrained=$(per_frame constrained)
uikit=$(per_frame uikit-spelled)
reusekit=$(per_frame reusekit-spelled)
echo "steadyScroll: $plain instructions a frame"
echo "steadyScrollConstrained: $constrained instructions a frame"
awk -v p="$plain" -v c="$constrained" 'BEGIN { printf "ratio: %.2fx\n", c / p }'
echo "the same client spelled with UIKit's names: $uikit instructions a frame; with ReuseKit's: $reusekit"
awk -v u="$uikit" -v r="$reusekit" 'BEGIN { printf "UIKit spelling / ReuseKit spelling: %.4fx\n", u / r }'
if [ $# -ge 1 ]; then
    awk -v p="$plain" -v c="$constrained" -v t="$1" \
        'BEGIN { printf "at %d ns for the plain frame: %.0f ns for the constrained one\n", t, t * c / p }'
fi
