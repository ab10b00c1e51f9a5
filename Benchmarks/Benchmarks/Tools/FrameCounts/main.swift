import Foundation
import ReuseCore
import ReuseKit
import ScrollWorkloads

// Runs a workload for callgrind, which counts the instructions that wall-clock time on a busy machine cannot
// show: `FrameCounts WORKLOAD COUNT`. `main` stays synchronous (valgrind stops on binaries whose `main` is
// async). callgrind-frames.sh and instruction-budgets.sh run it at two counts and take the difference per unit,
// which leaves out start-up and set-up. It prints the checksum that keeps the work from being skipped, and the
// wall time per unit.
let frameWorkloads = ["plain", "constrained", "grid", "uikit-spelled", "reusekit-spelled"]
let mainActorWorkloads = frameWorkloads + ["jump", "jump-estimating", "reload", "terminal"]
let solverWorkloads = ["solver-cell", "solver-resize"] + ConstraintSystems.Arrangement.allCases.map { "solver-\($0)" }
let diffWorkloads = ["diff-5k", "diff-5k-duplicates"]
let workloads = mainActorWorkloads + solverWorkloads + diffWorkloads
let arguments = CommandLine.arguments
guard arguments.count == 3, workloads.contains(arguments[1]), let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(
        Data("usage: FrameCounts \(workloads.joined(separator: "|")) COUNT (a whole number above 0)\n".utf8))
    exit(2)
}
let workload = arguments[1]

/// Iterations of busy work added to each solver-cell cell: the budget script's self-test slows the
/// workload on purpose with it, to show that the check catches a slowdown of 3 %.
let slowdown = Int(ProcessInfo.processInfo.environment["FRAMECOUNTS_SLOWDOWN"] ?? "") ?? 0
nonisolated(unsafe) var spinSink = 0

/// `iterations` steps of a multiply-add chain that the optimizer cannot fold.
@inline(never) func spin(_ iterations: Int) {
    var value = spinSink
    for step in 0..<iterations { value = value &* 31 &+ step }
    spinSink = value
}

/// Runs `body` and prints the checksum and the wall time per unit.
func measured(_ body: () throws -> Double) {
    let start = ContinuousClock.now
    let checksum: Double
    do {
        checksum = try body()
    } catch {
        FileHandle.standardError.write(Data("FrameCounts: \(workload) failed: \(error)\n".utf8))
        exit(1)
    }
    let elapsed = ContinuousClock.now - start
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print("\(workload): \(count), checksum \(checksum), \(Int(nanoseconds / Double(count))) ns each")
}

switch workload {
case "solver-cell":
    // COUNT cells laid out from scratch, each in a new solver, 13 values read.
    let extra = slowdown
    measured {
        var checksum = 0.0
        for _ in 0..<count {
            var solver = ConstraintSolver()
            try ConstraintSystems.addCell(to: &solver, base: 0, width: 375)
            checksum += ConstraintSystems.checksum(solver, base: 0)
            if extra > 0 { spin(extra) }
        }
        return checksum
    }
case "solver-resize":
    // One cell made 320 and 375 wide by turns through an edit variable: COUNT suggestions, 13 values read after
    // each.
    measured {
        var solver = ConstraintSolver()
        try ConstraintSystems.addCell(to: &solver, base: 0, width: nil)
        try solver.addEditVariable(LayoutVariable(0), priority: 999)
        var checksum = 0.0
        for index in 0..<count {
            try solver.suggestValue(LayoutVariable(0), index & 1 == 0 ? 320 : 375)
            checksum += ConstraintSystems.checksum(solver, base: 0)
        }
        return checksum
    }
case _ where solverWorkloads.contains(workload):
    // COUNT cells in one solver (ConstraintSystems.build), the last one's values read.
    let arrangement = ConstraintSystems.Arrangement(rawValue: String(workload.dropFirst("solver-".count)))!
    measured {
        let solver = try ConstraintSystems.build(arrangement, cells: count)
        let last = UInt32((count - 1) * ConstraintSystems.variablesPerCell)
        return ConstraintSystems.checksum(solver, base: last)
    }
case _ where diffWorkloads.contains(workload):
    // COUNT diffs of DifferenceKit's 5k scenario (the same seeded items each run), with identifiers known to be
    // unique, or checking for duplicates.
    let data = differenceKitScenario(.small, seed: 7)
    let unique = workload == "diff-5k"
    measured {
        var moved = 0
        for _ in 0..<count {
            let diff = try SectionedDiff(old: [(0, data.old)], new: [(0, data.new)], identifiersAreUnique: unique)
            moved += diff.movedItems.count
        }
        return Double(moved)
    }
default:
    MainActor.assumeIsolated { runMainActorWorkload() }
}

@MainActor func runMainActorWorkload() {
    switch workload {
    case "jump", "jump-estimating":
        // COUNT scrollToRow(.top) jumps to random rows of 10^9 never measured, estimated at 44 (and, for
        // jump-estimating, by the delegate for each row).
        let jumps = workload == "jump" ? Jumps.shared : Jumps.estimating
        measured {
            for _ in 0..<count {
                jumps.client.table.scrollToRow(
                    at: IndexPath(row: jumps.nextRow(), section: 0), at: .top, animated: false)
            }
            return Double(jumps.client.table.indexPathsForVisibleRows?.first?.row ?? -1)
        }
    case "reload":
        // COUNT tables of 10^9 estimated rows made, reloaded and laid out.
        measured {
            var cells = 0
            for _ in 0..<count {
                let client = BenchTable(rows: 1_000_000_000, height: 600)
                client.table.estimatedRowHeight = 44
                client.table.dataSource = client
                client.table.delegate = client
                client.table.reloadData()
                client.table.layoutIfNeeded()
                cells += client.table.visibleCells.count
            }
            return Double(cells)
        }
    case "terminal":
        // COUNT one-line scroll steps of an 80x24 terminal table of 10^6 rows: layout, paint, diff, encode.
        let table = TerminalTable(rows: 1_000_000)
        measured {
            var bytes = 0
            for _ in 0..<count {
                table.table.contentOffset.y += 1
                bytes += table.step()
            }
            return Double(bytes)
        }
    case "grid":
        // COUNT frames of the 3-column grid of 10^7 items: one line of three leaves and one enters each frame.
        let grid = GridScroll.shared.grid
        // Instructions, not time: the client reads no clock (the timed benchmark does, to subtract its share).
        GridScroll.shared.client.timesClient = false
        measured {
            for _ in 0..<count {
                grid.restartDraggingNearTheEnd()
                grid.drag(by: CGPoint(x: 0, y: -GridScroll.linePitch))
                grid.advance(by: grid.frameInterval)
            }
            return Double(grid.indexPathsForVisibleItems.count)
        }
    default:
        // plain is steadyScroll's table: 10^7 rows of varied heights. constrained is steadyScrollConstrained's:
        // 10^6 self-sizing rows laid out by constraints. Each frame, one row leaves and one enters.
        // uikit-spelled and reusekit-spelled are one client written with UIKit's names and with ReuseKit's.
        let (table, nextRowHeight): (TableView, () -> CGFloat) =
            switch workload {
            case "plain": (SteadyScroll.shared.table, SteadyScroll.shared.nextRowHeight)
            case "constrained": (ConstrainedScroll.shared.table, ConstrainedScroll.shared.nextRowHeight)
            case "uikit-spelled":
                (UIKitSpelledTable.shared.tableView, { topRowHeight(UIKitSpelledTable.shared.tableView) })
            default: (ReuseKitSpelledTable.shared.tableView, { topRowHeight(ReuseKitSpelledTable.shared.tableView) })
            }
        // Instructions, not time: the clients read no clock (the timed benchmarks do, to subtract their share).
        if workload == "plain" { SteadyScroll.shared.client.timesClient = false }
        if workload == "constrained" { ConstrainedScroll.shared.timesClient = false }
        measured {
            for _ in 0..<count { stepOneRow(table, by: nextRowHeight()) }
            return Double(table.indexPathsForVisibleRows?.first?.row ?? -1)
        }
    }
}
