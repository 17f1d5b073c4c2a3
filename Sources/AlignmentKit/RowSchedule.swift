import Dispatch
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
/// The helper starts on a thread of its own (`WorkLoad.startHelper`); the calling thread never
/// waits for it to start. When
/// every core is busy (a build aligning many pairs at once), the calling thread computes every row
/// and the helper, once it runs, finds none left, holding nothing (its work is let go when the
/// calling thread is done). A build that realigns the one pair of an edited document computes its
/// programme on both cores.
final class RowSchedule: @unchecked Sendable {
    let rows: Int
    /// Whether cells are published and waited for (only with a helper).
    private let tracksProgress: Bool
    private let next = Atomic<Int>(0)
    private let done = Atomic<Int>(0)
    /// Per row, the last column computed (before its first column until one is; `Int.max` once the
    /// row is complete).
    private let progress: UnsafeMutablePointer<Atomic<Int>>
    /// Signalled once, by the thread that completes the last row.
    private let finished = DispatchSemaphore(value: 0)

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
    /// returns once every row is complete. The helper joins only while a core is free
    /// (`WorkLoad`), unless `countingLoad` is false (tests of the schedule itself).
    func run<State>(
        helped: Bool, countingLoad: Bool = true, _ state: @escaping () -> State, _ compute: @escaping (Int, inout State) -> Void
    ) {
        guard helped, tracksProgress else {
            var mine = state()
            for row in 0..<rows { compute(row, &mine) }
            return
        }
        let helper = Helper { [self] in
            // Only while a core is free (`WorkLoad`).
            guard !countingLoad || WorkLoad.join() else { return }
            defer { if countingLoad { WorkLoad.leave() } }
            var theirs: State?
            while let row = claim() {
                if theirs == nil { theirs = state() }
                compute(row, &theirs!)
                rowDone()
            }
        }
        WorkLoad.startHelper { helper.run() }
        var mine = state()
        while let row = claim() {
            compute(row, &mine)
            rowDone()
        }
        // A helper that has not started has nothing left to do: it is let go unrun.
        helper.cancel()
        finished.wait()
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

    /// The next row to compute, nil when none is left. (Acquiring and releasing: the thread that
    /// takes row i sees every cell of the rows the other thread completed before taking row i − 1.)
    private func claim() -> Int? {
        let row = next.add(1, ordering: .acquiringAndReleasing).oldValue
        return row < rows ? row : nil
    }

    private func rowDone() {
        if done.add(1, ordering: .acquiringAndReleasing).newValue == rows { finished.signal() }
    }

    /// The helper's work, taken once by whichever comes first: the helper thread (which runs it)
    /// or the calling thread once it has computed every row (which drops it).
    private final class Helper: @unchecked Sendable {
        private let taken = Atomic<Bool>(false)
        /// Touched only by the thread that took it.
        private var work: (() -> Void)?

        init(_ work: @escaping () -> Void) { self.work = work }

        func run() {
            guard take() else { return }
            work?()
            work = nil
        }

        func cancel() { if take() { work = nil } }

        private func take() -> Bool {
            taken.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        }
    }
}
