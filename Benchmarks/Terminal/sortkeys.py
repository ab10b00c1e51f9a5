#!/usr/bin/env python3
"""Key-to-screen latency of `reusekit browse` while it sorts a big file: does the table stay usable?

Usage: sortkeys.py BINARY FILE [--seconds N]
Spawns `BINARY browse FILE` in an 80x24 pseudo-terminal, waits 1.5 s, presses l six times and s (sort by the
7th column), then presses j or k every 100 ms for N seconds (default 30) and times each key to the first byte
of the answer. Prints the median, p90 and max in milliseconds. Only the standard library.
"""
import os, pty, select, struct, sys, time, fcntl, termios, signal


def main():
    binary, path = sys.argv[1], sys.argv[2]
    seconds = float(sys.argv[sys.argv.index("--seconds") + 1]) if "--seconds" in sys.argv else 30.0
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execvp(binary, [binary, "browse", path])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def drain(timeout):
        end = time.perf_counter() + timeout
        while True:
            ready, _, _ = select.select([fd], [], [], max(0, end - time.perf_counter()))
            if not ready:
                return
            os.read(fd, 65536)

    drain(1.5)
    os.write(fd, b"lllllls")
    latencies = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        sent = time.perf_counter()
        os.write(fd, b"j" if len(latencies) % 2 == 0 else b"k")
        ready, _, _ = select.select([fd], [], [], 2.0)
        latencies.append((time.perf_counter() - sent) * 1000 if ready else 2000.0)
        drain(0.05)
        time.sleep(0.1)
    latencies.sort()
    print(f"{len(latencies)} keys: median {latencies[len(latencies) // 2]:.2f} ms, "
          f"p90 {latencies[int(len(latencies) * 0.9)]:.2f} ms, max {latencies[-1]:.1f} ms")
    os.write(fd, b"q")
    time.sleep(0.2)
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)


if __name__ == "__main__":
    main()
