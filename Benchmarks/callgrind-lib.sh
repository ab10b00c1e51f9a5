# Shared by instruction-budgets.sh and report.sh (sourced, not run): builds FrameCounts and counts instructions
# per unit of a workload under callgrind.

# Builds FrameCounts in release and sets $binary to it.
build_frame_counts() {
    command -v valgrind >/dev/null || {
        echo "$(basename "$0"): valgrind is missing; install it (apt-get install valgrind)" >&2
        exit 1
    }
    echo "$(basename "$0"): building FrameCounts (release)" >&2
    swift build -c release --product FrameCounts >/dev/null
    binary="$(swift build -c release --show-bin-path)/FrameCounts"
    # Hash tables probe the same way in every run.
    export SWIFT_DETERMINISTIC_HASHING=1
}

# instructions PROGRAM ARGUMENTS... -> the instructions of the whole run (address randomization off)
instructions() {
    local out
    out=$(setarch "$(uname -m)" -R valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1) || {
        echo "$(basename "$0"): $* failed:" >&2
        echo "$out" | tail -5 >&2
        return 1
    }
    echo "$out" | awk '/Collected :/ { print $4 }'
}

# per_unit WORKLOAD SMALL LARGE [PROGRAM] -> instructions per unit: the difference of two runs over the
# difference of their counts, so that start-up and set-up cancel out
per_unit() {
    local program="${4:-$binary}" small large
    small=$(instructions "$program" "$1" "$2")
    large=$(instructions "$program" "$1" "$3")
    echo $(((large - small) / ($3 - $2)))
}
