import Foundation
import ReuseKit
import ScrollWorkloads

// Runs frames of a scrolling workload for callgrind, which counts the instructions that wall-clock time on a
// busy machine cannot show: `FrameCounts plain|constrained FRAMES`. `main` stays synchronous (valgrind stops
// on binaries whose `main` is async). `callgrind-frames.sh` runs it twice and takes the difference.
let arguments = CommandLine.arguments
guard arguments.count == 3, ["plain", "constrained"].contains(arguments[1]), let frames = Int(arguments[2]),
    frames > 0
else {
    FileHandle.standardError.write(Data("usage: FrameCounts plain|constrained FRAMES (a whole number above 0)\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    if arguments[1] == "plain" {
        // steadyScroll: 10^7 rows of varied heights, one row in and one out a frame.
        let state = SteadyScroll.shared
        for _ in 0..<frames { stepOneRow(state.table, by: state.nextRowHeight()) }
        print("plain: \(frames) frames, top row \(state.table.indexPathsForVisibleRows?.first?.row ?? -1)")
    } else {
        // steadyScrollConstrained: 10^6 self-sizing rows laid out by constraints, one row in and one out a frame.
        let state = ConstrainedScroll.shared
        for _ in 0..<frames { stepOneRow(state.table, by: state.nextRowHeight()) }
        print("constrained: \(frames) frames, top row \(state.table.indexPathsForVisibleRows?.first?.row ?? -1)")
    }
}
