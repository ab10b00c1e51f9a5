import Foundation
import ReuseKit
import ScrollWorkloads

// Runs frames of a scrolling workload for callgrind, which counts the instructions that wall-clock time on a
// busy machine cannot show: `FrameCounts plain|constrained FRAMES`. `main` stays synchronous (valgrind stops
// on binaries whose `main` is async). `callgrind-frames.sh` runs it twice and takes the difference.
let arguments = CommandLine.arguments
let workloads = ["plain", "constrained", "uikit-spelled", "reusekit-spelled"]
guard arguments.count == 3, workloads.contains(arguments[1]), let frames = Int(arguments[2]),
    frames > 0
else {
    FileHandle.standardError.write(
        Data("usage: FrameCounts \(workloads.joined(separator: "|")) FRAMES (a whole number above 0)\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    // plain is steadyScroll's table: 10^7 rows of varied heights. constrained is steadyScrollConstrained's: 10^6
    // self-sizing rows laid out by constraints. Each frame, one row leaves and one enters.
    // uikit-spelled and reusekit-spelled are one client written with UIKit's names and with ReuseKit's.
    let (table, nextRowHeight): (TableView, () -> CGFloat) =
        switch arguments[1] {
        case "plain": (SteadyScroll.shared.table, SteadyScroll.shared.nextRowHeight)
        case "constrained": (ConstrainedScroll.shared.table, ConstrainedScroll.shared.nextRowHeight)
        case "uikit-spelled": (UIKitSpelledTable.shared.tableView, { topRowHeight(UIKitSpelledTable.shared.tableView) })
        default: (ReuseKitSpelledTable.shared.tableView, { topRowHeight(ReuseKitSpelledTable.shared.tableView) })
        }
    for _ in 0..<frames { stepOneRow(table, by: nextRowHeight()) }
    print("\(arguments[1]): \(frames) frames, top row \(table.indexPathsForVisibleRows?.first?.row ?? -1)")
}
