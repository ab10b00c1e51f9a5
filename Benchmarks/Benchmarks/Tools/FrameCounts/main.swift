import Foundation
import ReuseCore
import ReuseKit
import ScrollWorkloads

// Runs a workload for callgrind, which counts the instructions that wall-clock time on a busy machine cannot
// show: `FrameCounts WORKLOAD COUNT`. `main` stays synchronous (valgrind stops on binaries whose `main` is
// async). The scripts run it twice, at two counts, and take the difference per unit.
let frameWorkloads = ["plain", "constrained", "uikit-spelled", "reusekit-spelled"]
let solverWorkloads = ["solver-cell", "solver-resize"] + ConstraintSystems.Arrangement.allCases.map { "solver-\($0)" }
let workloads = frameWorkloads + solverWorkloads
let arguments = CommandLine.arguments
guard arguments.count == 3, workloads.contains(arguments[1]), let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(
        Data("usage: FrameCounts \(workloads.joined(separator: "|")) COUNT (a whole number above 0)\n".utf8))
    exit(2)
}
let workload = arguments[1]

if solverWorkloads.contains(workload) {
    // solver-cell: COUNT cells laid out from scratch, each in a new solver, 13 values read. solver-resize: one
    // cell made 320 and 375 wide by turns through an edit variable, COUNT suggestions, 13 values read after
    // each. solver-ARRANGEMENT: COUNT cells in one solver (ConstraintSystems.build), the last one's values read.
    var checksum = 0.0
    let start = ContinuousClock.now
    do {
        switch workload {
        case "solver-cell":
            for _ in 0..<count {
                var solver = ConstraintSolver()
                try ConstraintSystems.addCell(to: &solver, base: 0, width: 375)
                checksum += ConstraintSystems.checksum(solver, base: 0)
            }
        case "solver-resize":
            var solver = ConstraintSolver()
            try ConstraintSystems.addCell(to: &solver, base: 0, width: nil)
            try solver.addEditVariable(LayoutVariable(0), priority: 999)
            for index in 0..<count {
                try solver.suggestValue(LayoutVariable(0), index & 1 == 0 ? 320 : 375)
                checksum += ConstraintSystems.checksum(solver, base: 0)
            }
        default:
            let arrangement = ConstraintSystems.Arrangement(rawValue: String(workload.dropFirst("solver-".count)))!
            let solver = try ConstraintSystems.build(arrangement, cells: count)
            let last = UInt32((count - 1) * ConstraintSystems.variablesPerCell)
            checksum += ConstraintSystems.checksum(solver, base: last)
        }
    } catch {
        FileHandle.standardError.write(Data("FrameCounts: \(workload) failed: \(error)\n".utf8))
        exit(1)
    }
    let elapsed = ContinuousClock.now - start
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print("\(workload): \(count), checksum \(checksum), \(Int(nanoseconds / Double(count))) ns each")
    exit(0)
}

MainActor.assumeIsolated {
    // plain is steadyScroll's table: 10^7 rows of varied heights. constrained is steadyScrollConstrained's: 10^6
    // self-sizing rows laid out by constraints. Each frame, one row leaves and one enters.
    // uikit-spelled and reusekit-spelled are one client written with UIKit's names and with ReuseKit's.
    let (table, nextRowHeight): (TableView, () -> CGFloat) =
        switch workload {
        case "plain": (SteadyScroll.shared.table, SteadyScroll.shared.nextRowHeight)
        case "constrained": (ConstrainedScroll.shared.table, ConstrainedScroll.shared.nextRowHeight)
        case "uikit-spelled": (UIKitSpelledTable.shared.tableView, { topRowHeight(UIKitSpelledTable.shared.tableView) })
        default: (ReuseKitSpelledTable.shared.tableView, { topRowHeight(ReuseKitSpelledTable.shared.tableView) })
        }
    for _ in 0..<count { stepOneRow(table, by: nextRowHeight()) }
    print("\(workload): \(count) frames, top row \(table.indexPathsForVisibleRows?.first?.row ?? -1)")
}
