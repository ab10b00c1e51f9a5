#!/usr/bin/env python3
"""Key-to-screen latency, bytes per step and first screen of terminal viewers, side by side, in pseudo-terminals.

Usage: keys.py FILE [--steps N] [--runs N] -- NAME=COMMAND ...   (COMMAND gets FILE appended)
Example:
  python3 Benchmarks/Terminal/keys.py rows.csv -- \
    reusekit='.build/release/reusekit browse' less='less -S'

For each command: spawns it in an 80x24 pseudo-terminal, times the first full screen (spawn to the first
output quiet for 50 ms after a byte; the whole process), then presses j once per step: the time from the key to
the first byte of the answer (key to screen), and the bytes of the answer (read until 30 ms pass without one).
Prints medians and p90s, and the bytes of steps that scroll with escape sequences (a scroll region, index,
reverse index, scroll up or down: the content moved) apart from the others (the selection moved on a still screen;
a viewer that scrolls with line feeds, as less does, counts as still; an index that only moves the cursor down a row,
away from the bottom margin, counts as a scroll). Only the standard library: pty, os, select, time.
"""
import os, pty, re, select, statistics, struct, sys, time, fcntl, termios, signal


def read_until_quiet(fd, quiet, limit=5.0):
    """Bytes read until `quiet` seconds pass without one (or `limit`); the time of the first byte."""
    data = b""
    first = None
    start = time.perf_counter()
    while time.perf_counter() - start < limit:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            if data:
                break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        if first is None:
            first = time.perf_counter()
        data += chunk
    return data, first


def run(command, path, steps):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ["LESS"] = ""
        args = command.split() + [path]
        os.execvp(args[0], args)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    screen, _ = read_until_quiet(fd, 0.05)
    first_screen = time.perf_counter() - start - 0.05
    latencies, sizes, scrolled = [], [], []
    for _ in range(steps):
        sent = time.perf_counter()
        os.write(fd, b"j")
        data, first = read_until_quiet(fd, 0.03, 1.0)
        if first is not None:
            latencies.append((first - sent) * 1000)
        sizes.append(len(data))
        # A step that scrolls (DECSTBM, IND, RI, SU, SD) moved the screen's content, not only the selection.
        scrolled.append(re.search(rb"\x1b\[\d+;\d+r|\x1b[DM]|\x1b\[\d*[ST]", data) is not None)
    os.write(fd, b"q")
    time.sleep(0.1)
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
    return first_screen * 1000, latencies, sizes, scrolled


def median_or_dash(values):
    return f"{statistics.median(values):.0f}" if values else "-"


def p90(values):
    return sorted(values)[int(len(values) * 0.9)] if values else float("nan")


def main():
    args = sys.argv[1:]
    path = args[0]
    steps, runs = 100, 5
    if "--steps" in args:
        steps = int(args[args.index("--steps") + 1])
    if "--runs" in args:
        runs = int(args[args.index("--runs") + 1])
    commands = [a.split("=", 1) for a in args[args.index("--") + 1:]]
    print(f"{path}: {runs} runs of {steps} steps each, 80x24, j to move one line")
    print("| viewer | first screen ms (median, max) | key to screen ms (median, p90) | bytes per step (median) | "
          "steps on a still screen: median (count) | steps that scroll: median (count) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, command in commands:
        firsts, latencies, sizes, scrolled = [], [], [], []
        for _ in range(runs):
            first, lat, size, scroll = run(command, path, steps)
            firsts.append(first)
            latencies += lat
            sizes += size
            scrolled += scroll
        still = [size for size, moved in zip(sizes, scrolled) if not moved]
        moving = [size for size, moved in zip(sizes, scrolled) if moved]
        print(f"| {name} | {statistics.median(firsts):.1f}, {max(firsts):.1f} | "
              f"{statistics.median(latencies):.2f}, {p90(latencies):.2f} | {statistics.median(sizes):.0f} | "
              f"{median_or_dash(still)} ({len(still)}) | {median_or_dash(moving)} ({len(moving)}) |")


if __name__ == "__main__":
    main()
