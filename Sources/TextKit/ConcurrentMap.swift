import Dispatch
import Foundation
import Synchronization

extension Array {
    /// `map` over the elements on every core; the results keep the elements' order. When
    /// `transform` throws, every element is still transformed and the error of the first element
    /// (by index) that failed is thrown.
    ///
    /// Documents, parallel pairs, pages and index rows are independent, so a corpus run spreads
    /// them across cores. `transform` must not touch shared mutable state.
    /// - Complexity: O(*n*) calls of `transform`, spread over the available cores.
    public func concurrentMap<Result, Failure: Error>(
        _ transform: (Element) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count > 1 else { return try map(transform) }
        let results = UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            // The slots hold the results until they are copied out: released here, or every
            // result would stay in memory for the rest of the process.
            _ = results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            let box = UncheckedBox(results: results, transform: transform, elements: self)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                WorkLoad.enter()
                defer { WorkLoad.leave() }
                box.results[index] = Swift.Result { () throws(Failure) -> Result in try box.transform(box.elements[index]) }
            }
        }
        var values: [Result] = []
        values.reserveCapacity(count)
        for slot in results { values.append(try slot!.get()) }
        return values
    }
}

/// Carries the pieces of `concurrentMap` into `concurrentPerform`: each iteration writes only its
/// own slot of `results`, so sharing them across threads is safe.
private struct UncheckedBox<Element, Result, Failure: Error>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>
    let transform: (Element) throws(Failure) -> Result
    let elements: [Element]
}

extension Array {
    /// `map` over the elements on the calling thread, with one helper thread taking elements from
    /// the same queue if a core is free (`HelpedLoop`); the results keep the elements' order.
    ///
    /// Unlike `concurrentMap`, it spreads its work when called inside another `concurrentMap`
    /// (libdispatch runs a nested `concurrentPerform` on the calling thread alone): the two sides of
    /// the one parallel pair a build realigns after an edit are prepared on both cores.
    /// - Complexity: O(*n*) calls of `transform`.
    public func helpedMap<Result>(_ transform: @escaping (Element) -> Result) -> [Result] {
        helpedMap(countingLoad: true, transform)
    }

    /// `helpedMap(_:)`, whose helper consults `WorkLoad` unless `countingLoad` is false (tests of the
    /// helper itself, which other tests running at once would otherwise keep from every core).
    func helpedMap<Result>(countingLoad: Bool, _ transform: @escaping (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        let elements = self
        // Each slot is written by the one thread that took its element, before the loop returns.
        HelpedLoop.run(count: count, countingLoad: countingLoad, state: {}) { index, _ in slots[index] = transform(elements[index]) }
        return slots.map { $0! }
    }
}

/// The indices 0..<count taken in order by the calling thread and, while a core is free, by one
/// helper thread beside it, each index by one thread.
///
/// The helper starts on a thread of its own (`WorkLoad.startHelper`) and joins only while fewer
/// threads work than there are cores (`WorkLoad.join()`); the calling thread never waits for it to
/// start. When every core is busy, the calling thread takes every index, and the helper's work is
/// let go unrun once the calling thread is done.
public enum HelpedLoop {
    /// Calls `body` with every index in 0..<count, each thread with a state of its own made by
    /// `state`; returns once every call has returned (what each call wrote is then visible to the
    /// caller). The helper consults `WorkLoad` unless `countingLoad` is false (tests of the
    /// schedules built on it).
    public static func run<State>(
        count: Int, countingLoad: Bool = true, state: @escaping () -> State, _ body: @escaping (Int, inout State) -> Void
    ) {
        let loop = Loop(count: count)
        let helper = Helper {
            guard !countingLoad || WorkLoad.join() else { return }
            defer { if countingLoad { WorkLoad.leave() } }
            var theirs: State?
            while let index = loop.claim() {
                if theirs == nil { theirs = state() }
                body(index, &theirs!)
                loop.finish()
            }
        }
        WorkLoad.startHelper { helper.run() }
        var mine = state()
        while let index = loop.claim() {
            body(index, &mine)
            loop.finish()
        }
        // A helper that has not started has nothing left to do: it is let go unrun.
        helper.cancel()
        loop.finished.wait()
    }

    /// The next index to take and how many are done.
    private final class Loop: Sendable {
        let count: Int
        private let next = Atomic<Int>(0)
        private let done = Atomic<Int>(0)
        /// Signalled once, by the thread that finishes the last index.
        let finished = DispatchSemaphore(value: 0)

        init(count: Int) {
            self.count = count
            if count == 0 { finished.signal() }
        }

        /// The next index, nil when none is left. (Acquiring and releasing: a thread that takes an
        /// index sees what the other thread wrote before taking the one before.)
        func claim() -> Int? {
            let index = next.add(1, ordering: .acquiringAndReleasing).oldValue
            return index < count ? index : nil
        }

        func finish() {
            if done.add(1, ordering: .acquiringAndReleasing).newValue == count { finished.signal() }
        }
    }

    /// The helper's work, taken once by whichever comes first: the helper thread (which runs it)
    /// or the calling thread once it has taken every index (which drops it).
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

/// How many threads run a piece of `concurrentMap` or a helper's share of work (`HelpedLoop`): a helper joins only while fewer run than there are cores. A helper
/// starts at once on a thread of its own (`startHelper`), also while every core is busy (a build
/// aligning many pairs at once), when helping would only share the cores three ways.
public enum WorkLoad {
    private static let running = Atomic<Int>(0)
    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Counts the calling thread in (a piece of `concurrentMap`).
    public static func enter() { running.add(1, ordering: .relaxed) }

    /// Counts it out again.
    public static func leave() { running.subtract(1, ordering: .relaxed) }

    /// Runs `helper` on a thread of its own at once, even while every thread of the global queue
    /// is busy (a queue of its own is served by a new thread then, where the global queue would
    /// wait for one of its threads to be free): the helper then finds no core free (`join()`) and
    /// ends, instead of starting late.
    public static func startHelper(_ helper: @escaping @Sendable () -> Void) {
        DispatchQueue(label: "termbridge.helper").async(execute: helper)
    }

    /// Counts the calling thread in if a core is free, and says whether it did (never on a machine of
    /// one core, where a helper would only take turns with the thread it helps).
    public static func join() -> Bool { join(running, cores: cores) }

    /// Adds one to `counter` if it is below `cores` (and `cores` is above one), and says whether it did.
    static func join(_ counter: borrowing Atomic<Int>, cores: Int) -> Bool {
        guard cores > 1 else { return false }
        var current = counter.load(ordering: .relaxed)
        while current < cores {
            let (exchanged, original) = counter.compareExchange(
                expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }
}
