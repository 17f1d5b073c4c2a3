import Foundation
import Synchronization
import TextKit

/// The rows of one alignment programme, computed in order by the calling thread and, when a core
/// is free, by one helper thread beside it.
///
/// A cell (i, j) reads cells of earlier rows at columns up to j only (a bead's target side ends at
/// its cell's column), and the cell before it in its own row. Rows are taken in order, each whole
/// by one thread; with two threads, every row before the previous one is complete when a row is
/// taken, so a cell waits only for the previous row to reach its column (`wait(row:column:)`),
/// which the other thread publishes cell by cell (`publish(row:column:)`). Each cell is computed
/// as the one thread alone computes it: the result is the same bit for bit.
///
/// The rows are taken through a `HelpedLoop`: when every core is busy (a build aligning many pairs
/// at once) the calling thread computes every row; a build that realigns the one pair of an edited
/// document computes its programme on both cores.
final class RowSchedule: @unchecked Sendable {
    let rows: Int
    /// Whether cells are published and waited for (only with a helper).
    private let tracksProgress: Bool
    /// Per row, the last column computed (before its first column until one is; `Int.max` once the
    /// row is complete).
    private let progress: UnsafeMutablePointer<Atomic<Int>>

    init(rows: Int, firstColumn: (Int) -> Int, tracksProgress: Bool) {
        self.rows = rows
        self.tracksProgress = tracksProgress
        progress = .allocate(capacity: tracksProgress ? rows : 0)
        if tracksProgress {
            for row in 0..<rows { (progress + row).initialize(to: Atomic(firstColumn(row) - 1)) }
        }
    }

    deinit {
        if tracksProgress { progress.deinitialize(count: rows) }
        progress.deallocate()
    }

    /// Computes every row with `compute`, each thread with a state of its own made by `state`;
    /// returns once every row is complete. With `helped`, the rows are a `HelpedLoop`'s (whose
    /// helper joins only while a core is free, unless `countingLoad` is false: tests of the
    /// schedule itself).
    func run<State>(
        helped: Bool, countingLoad: Bool = true, _ state: @escaping () -> State, _ compute: @escaping (Int, inout State) -> Void
    ) {
        guard helped, tracksProgress else {
            var mine = state()
            for row in 0..<rows { compute(row, &mine) }
            return
        }
        HelpedLoop.run(count: rows, countingLoad: countingLoad, state: state, compute)
    }

    /// Waits until row `row` has computed column `column` (a few spins, then yielding the core).
    @inline(__always) func wait(row: Int, column: Int) {
        guard tracksProgress else { return }
        var spins = 0
        while progress[row].load(ordering: .acquiring) < column {
            spins += 1
            if spins > 64 { sched_yield() }
        }
    }

    /// Says that row `row` has computed every cell up to `column` (`.max`: all of them).
    @inline(__always) func publish(row: Int, column: Int) {
        guard tracksProgress else { return }
        progress[row].store(column, ordering: .releasing)
    }
}
