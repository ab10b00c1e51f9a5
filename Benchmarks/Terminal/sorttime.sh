#!/bin/bash
# How long `reusekit browse` takes to sort a CSV by its 7th column (arr_time in the flights files), from the key
# to the final status line, in a real terminal (tmux, 120x30). Prints the seconds, the status line and the
# process's resident kilobytes after the sort.
# Usage: bash Benchmarks/Terminal/sorttime.sh BINARY FILE     e.g. .build/release/reusekit rows.csv
set -u
binary=$1
file=$2
tmux kill-session -t sorttime 2>/dev/null
tmux new-session -d -s sorttime -x 120 -y 30 "$binary browse $file"
sleep 1.5
start=$(date +%s.%N)
tmux send-keys -t sorttime l l l l l l s
while ! tmux capture-pane -p -t sorttime | grep -q "sorted by .* · [0-9,]* of [0-9,]* rows"; do
    sleep 0.2
    if (($(echo "$(date +%s.%N) - $start > 300" | bc))); then
        echo "no sort after 300 s"
        break
    fi
done
end=$(date +%s.%N)
echo "sort seconds: $(echo "$end - $start" | bc)"
tmux capture-pane -p -t sorttime | tail -1
ps -o rss= -p "$(pgrep -n -x reusekit)"
tmux kill-session -t sorttime
